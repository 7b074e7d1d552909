// Zips and workbooks written byte by byte, so a test can make one whose headers lie: a part
// that claims 4 GB, one that unpacks to more than it says, a sheet with one far-off cell.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Uint8Array | string;
  /** what the headers say the part unpacks to (default: the truth) */
  claimedSize?: number;
  /** the packed bytes to store instead of deflating `data` */
  packed?: Uint8Array;
}

export function zip(parts: ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.data === 'string' ? Buffer.from(part.data) : Buffer.from(part.data);
    const packed = part.packed ? Buffer.from(part.packed) : deflateRawSync(data);
    const name = Buffer.from(part.name);
    const size = part.claimedSize ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const cellXml = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** rows of text as sheet1.xml (inline strings), with `extra` inside sheetData after them */
export function sheetXml(rows: string[][], extra = ''): string {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((text, c) => cellXml(`${String.fromCharCode(65 + c)}${r + 1}`, text)).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}${extra}</sheetData></worksheet>`;
}

/** an .xlsx whose first sheet is `sheet` (its zip part may be given a claimed size) */
export function xlsx(sheet: Omit<ZipPart, 'name'>): Uint8Array {
  return zip([
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Lineup" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ]);
}

/** the 654-byte kind of YAML: ten aliases of ten aliases of … of one set (billions of values) */
export function aliasBombYaml(levels = 9): string {
  const lines = [
    'beginningSchedule: Fri Sep 6 2024',
    'meta: {timeZone: Europe/Berlin}',
    'x0: &a0 {day: 0, hour: 22, minute: 0, dj: Bomb}',
  ];
  for (let i = 1; i <= levels; i++) {
    const refs = Array.from({ length: 10 }, () => `*a${i - 1}`).join(', ');
    lines.push(`x${i}: &a${i} [${refs}]`);
  }
  lines.push(`lineup:\n  rooms: [Floor]\n  sets:\n    Floor: *a${levels}`);
  return `${lines.join('\n')}\n`;
}
