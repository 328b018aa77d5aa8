import { makePageAccess } from '@stride/shared/testing';
import type { Block, PageData } from '@stride/shared';

/** A published page with one block of each type this remote draws, for component tests. */
export function makePageData(
  overrides: {
    path?: string;
    title?: string;
    blocks?: Block[];
    actions?: PageData['page']['actions'];
    translatedLocales?: PageData['translated_locales'];
  } = {},
): PageData {
  const path = overrides.path ?? '/';
  return {
    page: {
      id: 'page-1',
      rootId: 'page-1',
      contentRootId: 'page-1',
      path,
      title: overrides.title ?? 'Welcome',
      type: 'generic',
      actions: overrides.actions ?? [],
      access: makePageAccess(),
      show_tabbar: true,
      show_view_switcher: false,
      background_color: null,
    },
    blocks: overrides.blocks ?? [
      {
        id: 'b-hero',
        type: 'hero',
        title: 'Train with us',
        subtitle: 'Programs for every level',
        image_url: null,
        height_ratio: 150,
        background_color: 'primary',
        action: { type: 'open_page', target: '/programs' },
        action_label: 'Browse programs',
      },
      {
        id: 'b-text',
        type: 'text',
        text: 'First paragraph with **strong words**.\n\nSecond paragraph with [our shop](https://shop.example.org/) and [programs](/programs).',
        align: 'left',
        background_color: null,
      },
      {
        id: 'b-image',
        type: 'image',
        url: 'https://cdn.example.org/coach.jpg',
        alt: 'Coach Sam',
        caption: 'Your coach',
        action: null,
      },
      {
        id: 'b-button',
        type: 'button',
        label: 'Buy the plan',
        action: { type: 'trigger_purchase', target: 'prod-1' },
        color: null,
      },
      {
        id: 'b-collection',
        type: 'collection',
        title: 'Latest workouts',
        layout: 'grid',
        items: [
          {
            page_id: 'p-legs',
            path: '/workouts/legs',
            title: 'Leg day',
            type: 'workout',
            image_url: null,
            description: '30 minutes',
          },
          {
            page_id: 'p-core',
            path: '/workouts/core',
            title: 'Core blast',
            type: 'workout',
            image_url: null,
            description: null,
          },
        ],
      },
    ],
    attributes: {},
    translated_locales: overrides.translatedLocales ?? [],
  };
}
