import { buildBetTypeHints, buildVenueLists, uniqueVenues } from './racing-reference.mjs';

describe('uniqueVenues', () => {
  it('keeps one entry per name, sorted alphabetically, with the place and other names as its hint', () => {
    const venues = uniqueVenues([
      { name: 'Randwick', state: 'NSW', country: 'AUS', aka: ['Royal Randwick'] },
      { name: 'Addington', state: 'Canterbury', country: 'NZ' },
      { name: 'Ballarat', state: 'VIC', country: 'AUS' },
    ]);

    expect(venues).toEqual([
      ['Addington', 'Canterbury, NZ'],
      ['Ballarat', 'VIC'],
      ['Randwick', 'NSW · Royal Randwick'],
    ]);
  });

  it('merges a name that appears twice: places once each, other names once each', () => {
    const venues = uniqueVenues([
      { name: 'Hobart', state: 'TAS', country: 'AUS', aka: ['Elwick'] },
      { name: 'Hobart', state: 'TAS', country: 'AUS', aka: ['Elwick', 'Tattersall Park'] },
      { name: 'Winton', state: 'QLD', country: 'AUS' },
      { name: 'Winton', state: 'Southland', country: 'NZ' },
    ]);

    expect(venues).toEqual([
      ['Hobart', 'TAS · Elwick, Tattersall Park'],
      ['Winton', 'QLD / Southland, NZ'],
    ]);
  });

  it('ignores blank names and other names equal to the name itself', () => {
    expect(uniqueVenues([{ name: ' ' }, { name: 'Moe ', state: 'VIC', aka: ['Moe', ''] }])).toEqual([['Moe', 'VIC']]);
  });
});

describe('buildVenueLists', () => {
  it('offers thoroughbred and harness venues for Horses and greyhound venues for Greyhounds', () => {
    const lists = buildVenueLists({
      thoroughbred: [{ name: 'Flemington', state: 'VIC' }],
      harness: [{ name: 'Melton', state: 'VIC' }],
      greyhound: [{ name: 'The Meadows', state: 'VIC' }],
    });

    expect(lists).toEqual({
      horses: [
        ['Flemington', 'VIC'],
        ['Melton', 'VIC'],
      ],
      greyhounds: [['The Meadows', 'VIC']],
    });
  });
});

describe('buildBetTypeHints', () => {
  const file = {
    bet_types: [
      { name: 'Win', description: 'Your runner must finish first.' },
      { name: 'Mystery bet', description: 'Random runners.' },
      { name: 'Place', description: ' Top three. ' },
    ],
  };

  it('keeps the descriptions of the asked bet types only, in the asked order', () => {
    expect(buildBetTypeHints(file, ['Place', 'Win'])).toEqual({ Place: 'Top three.', Win: 'Your runner must finish first.' });
  });

  it('refuses a bet type the file does not describe', () => {
    expect(() => buildBetTypeHints(file, ['Win', 'Quinella'])).toThrow('bet-types.json has no description for: Quinella');
  });
});
