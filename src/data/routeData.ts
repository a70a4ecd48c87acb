/** What each data-driven page receives as its `data` module (routes made in config/pages.ts). */
import type {NeighborLink, PublishedDoc} from '../../lib/dataRoutes';
import type {Template} from './templates';
import type {TemplateDetails} from './templateDetails';
import type {Expert} from './experts';

export type TemplateRouteData = {
  /** The record with its page text (templateDetails.ts), which only this page needs. */
  template: Template & TemplateDetails;
  /** Related documentation that exists at build time, in the order the record lists it. */
  relatedDocs: PublishedDoc[];
  previous: NeighborLink | null;
  next: NeighborLink | null;
};

export type ExpertRouteData = {
  expert: Expert;
  previous: NeighborLink | null;
  next: NeighborLink | null;
};
