import { accessTreePath, contentQueryKeys, type AccessTree } from '@stride/shared';
import { within } from '@testing-library/react';
import { fetchFrom, makeParcelProps } from '@stride/shared/testing';
import { mountParcel } from '@stride/shared/testing';
import { parcels } from './parcels';
import { makePageData } from './testing/makePageData';

describe('mfe-content parcels', () => {
  it('mounts the route parcel into the given element and unmounts it cleanly', async () => {
    // No definition passed: the parcel registers its own strings before mounting.
    const page = makePageData();
    const tree: AccessTree = { root_id: page.page.rootId, nodes: [] };
    const props = await makeParcelProps({
      fetch: fetchFrom({ [accessTreePath(page.page.rootId)]: { status: 200, body: tree } }),
    });
    props.queryClient.setQueryData(contentQueryKeys.page('/'), page);

    const mounted = await mountParcel(parcels.route!, { ...props, path: '/' });
    expect(mounted.domElement).toHaveTextContent('Train with us');
    expect(mounted.domElement).toHaveTextContent('Demo Fitness');
    expect(within(mounted.domElement).getByRole('button', { name: 'Menu' })).toBeInTheDocument();

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
