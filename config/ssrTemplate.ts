/**
 * The HTML template of every page: Docusaurus' default (@docusaurus/core/lib/ssg/ssgTemplate.html.js)
 * without the route chunks' scripts. Since plugins/client-bundle lets the server find a page's
 * route chunks, the default template lists their stylesheets (wanted: no late CSS) and their
 * scripts as deferred scripts. Lighthouse's mobile run scored /docs/ lower with them (median of 3,
 * same build otherwise: 85 with TBT 452 ms and LCP 2.61 s, against 89, 402 ms and 2.28 s without),
 * so pages keep Docusaurus' former behaviour for scripts: main.js loads the route chunks it needs.
 */

/** Files the page runs itself: the bundler runtime and the entry. */
export const ENTRY_SCRIPT = /(?:^|\/)(?:runtime~main|main)\.[0-9a-f]+\.js$/;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
