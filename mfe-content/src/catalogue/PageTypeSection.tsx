import { useService } from '@stride/shared/react';
import { navigationServiceRef } from '@stride/shared';
import type { PageData } from '@stride/shared';
import { Suspense } from 'react';
import { BlockBoundary } from '../blocks/BlockBoundary';
import { lazyComponent } from '../loading/lazyComponent';
import { FormSection } from './FormSection';

// Each section is its own chunk, fetched by the first page of its type: an ordinary page needs none.
const EventSection = lazyComponent(() => import('./EventSection').then((m) => m.EventSection));
const PackSection = lazyComponent(() => import('./PackSection').then((m) => m.PackSection));
const ProgramSection = lazyComponent(() => import('./ProgramSection').then((m) => m.ProgramSection));

function SectionPlaceholder() {
  return <div className="content-placeholder content-placeholder--section" aria-busy="true" />;
}

/**
 * What a page of a catalogue type adds under its blocks: a program's stages, an event's occurrences, a pack's
 * contents, a form page's form. Drawn by PageScreen for every granted page. Not in page-builder previews: a draft is not in the
 * published lists these read, and a builder has no member progress to show.
 */
export function PageTypeSection({ data }: { data: PageData }) {
  const { pageBuilder } = useService(navigationServiceRef);
  if (pageBuilder) return null;
  let section;
  switch (data.page.type) {
    case 'program':
      section = <ProgramSection page={data.page} />;
      break;
    case 'event_occurrence':
      section = <EventSection page={data.page} />;
      break;
    case 'pack':
      section = <PackSection page={data.page} />;
      break;
    case 'form':
      return <FormSection page={data.page} />;
    default:
      return null;
  }
  return (
    <BlockBoundary>
      <Suspense fallback={<SectionPlaceholder />}>{section}</Suspense>
    </BlockBoundary>
  );
}
