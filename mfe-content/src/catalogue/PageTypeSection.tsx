import type { PageData } from '@stride/shared';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { EventSection } from './EventSection';
import { PackSection } from './PackSection';
import { ProgramSection } from './ProgramSection';
import './catalogue.scss';

/**
 * What a page of a catalogue type adds under its blocks: a program's stages, an event's occurrences, a pack's
 * contents. Drawn by PageScreen for every granted page. Not in page-builder previews: a draft is not in the
 * published lists these read, and a builder has no member progress to show.
 */
export function PageTypeSection({ data }: { data: PageData }) {
  const { pageBuilder } = useContentParcel();
  if (pageBuilder) return null;
  switch (data.page.type) {
    case 'program':
      return <ProgramSection page={data.page} />;
    case 'event_occurrence':
      return <EventSection page={data.page} />;
    case 'pack':
      return <PackSection page={data.page} />;
    default:
      return null;
  }
}
