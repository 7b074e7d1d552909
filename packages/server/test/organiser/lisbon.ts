// A Lisbon club night as an organiser's spreadsheet: row 4's start was typed in German
// ("2:00 Uhr") and cannot be read. Shared by the importer's and the server's tests.

export const LISBON_CSV = `Stage,Artist,Date,Start,End
Palco,Ana Moura,2026-07-30,22:00,23:30
Palco,Branko,2026-07-30,23:30,01:00
Palco,Carla Prata,2026-07-31,2:00 Uhr,03:30
Rio,Dino,2026-07-30,23:00,02:00
`;

/** in Lisbon in July (UTC+1): what fans see, as instants */
export const LISBON_SETS = [
  { dj: 'Ana Moura', start: '2026-07-30T21:00:00.000Z', end: '2026-07-30T22:30:00.000Z' },
  { dj: 'Branko', start: '2026-07-30T22:30:00.000Z', end: '2026-07-31T00:00:00.000Z' },
  { dj: 'Dino', start: '2026-07-30T22:00:00.000Z', end: '2026-07-31T01:00:00.000Z' },
];
