import { dateTimeFormat } from './dateTimeFormat';

const moment = new Date('2030-01-05T09:00:00Z');

describe('dateTimeFormat', () => {
  it("formats in the member's language and time zone", () => {
    const format = dateTimeFormat('en', 'Asia/Tokyo', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    expect(format.format(moment)).toBe('6:00 PM GMT+9');
  });

  it("falls back to the device's zone for a zone the runtime does not know", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    expect(dateTimeFormat('en', 'Mars/Olympus_Mons', options).format(moment)).toBe(
      new Intl.DateTimeFormat('en', options).format(moment),
    );
    expect(dateTimeFormat('en', null, options).resolvedOptions().timeZone).toBe(
      new Intl.DateTimeFormat('en').resolvedOptions().timeZone,
    );
  });
});
