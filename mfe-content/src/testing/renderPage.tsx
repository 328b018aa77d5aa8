// Test support: the content remote's route parcel on a page, as the shell mounts it.
import { contentQueryKeys, memberQueryKeys, type MemberData, type PageData } from '@stride/shared';
import { act, waitFor } from '@testing-library/react';
import { makeParcelProps, renderInParcel, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { ContentRoot } from '../parcel/ContentRoot';
import { fakeApi, type FakeAnswer } from './fakeApi';

/** The access tree of makePageData's root: the page alone, open to everyone. */
export const PAGE_TREE: Record<string, FakeAnswer> = {
  '/__access/page-1.json': { status: 200, body: { root_id: 'page-1', nodes: [] } },
};

/** Waits until no lazily loaded part of the page (a block view, a section) shows its placeholder. */
export async function waitForLazyParts() {
  await waitFor(() => expect(document.querySelector('.content-placeholder')).toBeNull());
}

/** Lets the answers already due arrive (page data, the access tree) and lazy parts draw, as a member would wait. */
export async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await waitForLazyParts();
}

export interface RenderPageOptions extends FakeParcelOptions {
  /** Page data the shell primed (inlined at boot). */
  primed?: PageData;
  /** The member's lists the shell primed at verify (for a signed-in session). */
  member?: MemberData;
  /** Wait for answers already due before returning (default true). */
  wait?: boolean;
  suppressPrompts?: boolean;
}

export async function renderPage(
  path: string,
  { primed, member, wait = true, suppressPrompts = false, ...options }: RenderPageOptions = {},
) {
  const props = await makeParcelProps({ definition, fetch: fakeApi(PAGE_TREE).fetch, ...options });
  if (primed) props.queryClient.setQueryData(contentQueryKeys.page(path), primed);
  if (member && props.session.status === 'authenticated') {
    props.queryClient.setQueryData(memberQueryKeys.data(props.session.user.id), member);
  }
  const parcelProps = { ...props, suppressPrompts };
  const view = renderInParcel(<ContentRoot target={{ kind: 'route', path }} />, parcelProps);
  if (wait) await settle();
  return {
    props,
    /** Renders the parcel again with other props, as the shell does when the session or location changes. */
    rerender: (changes: Partial<typeof parcelProps> & { path?: string }) =>
      view.rerender(<ContentRoot target={{ kind: 'route', path: changes.path ?? path }} />, {
        ...parcelProps,
        ...changes,
      }),
  };
}
