import type { Program, ProgramStage } from '@stride/shared';
import type { AppPageIndex, IndexedPage } from '../access/appPageIndex';
import { pageSummary } from './pageSummary';

/** A program's stages: its direct published children, in sibling order. */
export function stagesOf(index: AppPageIndex, programId: string): IndexedPage[] {
  return [...(index.children.get(programId) ?? [])];
}

function toStage(page: IndexedPage): ProgramStage {
  return { id: page.id, title: page.title, path: page.path };
}

export function programOf(index: AppPageIndex, page: IndexedPage): Program {
  return { ...pageSummary(page), stages: stagesOf(index, page.id).map(toStage) };
}
