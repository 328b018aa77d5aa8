import { ANA, MIA, TOM, makeThread } from '../testing/threadFixtures';
import { withoutParticipant } from './withoutParticipant';

describe('withoutParticipant', () => {
  const group = makeThread({
    title: 'Tom Trainer, Ana Athlete',
    participants: [MIA, TOM, ANA],
    total_count_participants: 3,
  });

  it('takes the name of the one other person a private thread is left with', () => {
    const after = withoutParticipant(group, ANA.id, [MIA, TOM], MIA.id);
    expect(after).toMatchObject({ title: 'Tom Trainer', total_count_participants: 2, participants: [MIA, TOM] });
  });

  it('keeps the title of a renamed thread, and of one with several others left', () => {
    expect(
      withoutParticipant({ ...group, has_been_renamed: true, title: 'Run club' }, ANA.id, [MIA, TOM], MIA.id).title,
    ).toBe('Run club');
    const four = { ...group, total_count_participants: 4 };
    const other = { ...ANA, id: 'user-4', name: 'Olly' };
    expect(withoutParticipant(four, ANA.id, [MIA, TOM, other], MIA.id).title).toBe(group.title);
  });

  it('keeps the title of an open thread', () => {
    const feed = makeThread({ is_private: false, is_feed: true, kind: 'feed', title: 'News' });
    expect(withoutParticipant(feed, TOM.id, [MIA, ANA], MIA.id).title).toBe('News');
  });
});
