import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What webpack puts in './entry' (the JS the shell preloads) is everything it reaches by static imports.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts'].map((ending) => `${base}${ending}`).find((file) => existsSync(file));
  return found ?? null;
}

/** The files './entry' imports statically, directly or through other files (stylesheets left out). */
function entryModules(): Set<string> {
  const seen = new Set<string>();
  const pending = [path.join(__dirname, 'entry.ts')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const resolved = resolveModule(file, specifier!);
      if (resolved) pending.push(resolved);
    }
  }
  return new Set([...seen].map((file) => path.relative(__dirname, file)));
}

describe("the remote's entry", () => {
  it('draws an ordinary page (hero, text, image, button, collection) with what it imports', () => {
    const modules = entryModules();
    for (const view of ['Hero', 'Text', 'Image', 'Button', 'Collection']) {
      expect(modules).toContain(`blocks/${view}BlockView.tsx`);
    }
    expect(modules).toContain('blocks/BlockList.tsx');
    expect(modules).toContain('blocks/BlockBoundary.tsx');
  });

  it('leaves out every view a first paint of an ordinary page does not need, for lazy chunks', () => {
    const modules = entryModules();
    const lazy = [
      ...['Attachment', 'Avatar', 'Code', 'Composed', 'Extension', 'IconList', 'Iframe', 'Livestream', 'Map'].map(
        (view) => `blocks/${view}BlockView.tsx`,
      ),
      ...['Search', 'Share', 'Social'].map((view) => `blocks/${view}BlockView.tsx`),
      'blocks/VideoPlayer.tsx',
      'blocks/FramedPage.tsx',
      'overlays/OverlayDialog.tsx',
      'overlays/Lightbox.tsx',
      'locked/ScheduledModal.tsx',
      'progress/StartModal.tsx',
      'progress/LeaveConfirm.tsx',
      'progress/ProgressPanel.tsx',
      'progress/progressTasks.ts',
      'progress/memberDataUpdates.ts',
      'translations/pageTranslation.ts',
      'toolbar/PageButtons.tsx',
      'catalogue/ProgramSection.tsx',
      'catalogue/EventSection.tsx',
      'catalogue/PackSection.tsx',
    ];
    expect(lazy.filter((file) => modules.has(file))).toEqual([]);
  });
});
