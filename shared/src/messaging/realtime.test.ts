import type { Message } from './Threads';
import { ThreadCatchUp } from './realtime';
import { deferred } from '../testing/deferred';
import { makeMessage } from '../testing/makeMessage';

function catchUp(lastTs: number, fetchAfter: (ts: number) => Promise<Message[]>) {
  const delivered: number[][] = [];
  const errors: unknown[] = [];
  const sync = new ThreadCatchUp({
    lastTs,
    fetchAfter,
    deliver: (messages) => delivered.push(messages.map((m) => m.message_ts)),
    onError: (error) => errors.push(error),
  });
  return { sync, delivered, errors };
}

describe('ThreadCatchUp', () => {
  it('fetches what came after the last message it has, on every subscription', async () => {
    const fetchAfter = jest.fn(async (ts: number) => [makeMessage(ts + 1)]);
    const { sync, delivered } = catchUp(10, fetchAfter);
    await sync.caughtUp();
    await sync.caughtUp();
    expect(fetchAfter.mock.calls).toEqual([[10], [11]]);
    expect(delivered).toEqual([[11], [12]]);
  });

  it('holds live messages while catching up, then delivers both in ts order, each once', async () => {
    const fetch = deferred<Message[]>();
    const { sync, delivered } = catchUp(10, () => fetch.promise);
    const done = sync.caughtUp();
    sync.live(makeMessage(13));
    sync.live(makeMessage(12));
    expect(delivered).toEqual([]);
    fetch.resolve([makeMessage(11), makeMessage(12)]);
    await done;
    expect(delivered).toEqual([[11, 12, 13]]);
  });

  it('delivers a live message at once when not catching up, and never one it delivered or was shown', async () => {
    const { sync, delivered } = catchUp(10, async () => []);
    await sync.caughtUp();
    sync.markSeen([makeMessage(11)]);
    sync.live(makeMessage(11));
    sync.live(makeMessage(12));
    sync.live(makeMessage(12));
    expect(delivered).toEqual([[12]]);
  });

  it("still fetches a message another sent that the answer to the member's own send overtook", async () => {
    // Another member's message 20 committed first, but the answer to our send (30) came before its live event; then
    // the connection dropped. The reconnect must fetch after 10, not after 30.
    const fetchAfter = jest.fn(async () => [makeMessage(20), makeMessage(30)]);
    const { sync, delivered } = catchUp(10, fetchAfter);
    sync.markSeen([makeMessage(30)]);
    await sync.caughtUp();
    expect(fetchAfter).toHaveBeenCalledWith(10);
    expect(delivered).toEqual([[20]]);
  });

  it('after a reconnect, drops the answer of a catch-up that a newer one replaced', async () => {
    const first = deferred<Message[]>();
    const second = deferred<Message[]>();
    const answers = [first.promise, second.promise];
    const { sync, delivered } = catchUp(10, () => answers.shift()!);
    const one = sync.caughtUp();
    const two = sync.caughtUp();
    second.resolve([makeMessage(11), makeMessage(12)]);
    await two;
    first.resolve([makeMessage(11)]);
    await one;
    expect(delivered).toEqual([[11, 12]]);
  });

  it('when a catch-up fails, shows the live messages but fetches the gap again on the next subscription', async () => {
    const failed = deferred<Message[]>();
    const fetchAfter = jest
      .fn<Promise<Message[]>, [number]>()
      .mockReturnValueOnce(failed.promise)
      .mockResolvedValueOnce([makeMessage(11), makeMessage(12), makeMessage(13)]);
    const { sync, delivered, errors } = catchUp(10, fetchAfter);
    const done = sync.caughtUp();
    sync.live(makeMessage(12));
    failed.reject(new Error('offline'));
    await done;
    sync.live(makeMessage(13));
    expect(delivered).toEqual([[12], [13]]);
    expect(errors).toHaveLength(1);

    await sync.caughtUp();
    expect(fetchAfter).toHaveBeenLastCalledWith(10);
    expect(delivered).toEqual([[12], [13], [11]]);
  });
});
