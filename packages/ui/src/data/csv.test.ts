import { downloadCsv, fetchEveryPage, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  note: string | null;
  total?: number;
}

const columns: CsvColumn<Row>[] = [
  { title: 'Name', value: (row) => row.name },
  { title: 'Note, free text', value: (row) => row.note },
  { title: 'Total', value: (row) => row.total },
];

describe('toCsv', () => {
  it('writes a header line and one CRLF-separated line per row', () => {
    expect(toCsv([{ name: 'Ada', note: 'ok', total: 12.5 }], columns)).toBe(
      'Name,"Note, free text",Total\r\nAda,ok,12.5',
    );
  });

  it('quotes commas, quotes and line breaks, and doubles inner quotes (RFC 4180)', () => {
    const rows: Row[] = [
      { name: 'Smith, John', note: 'said "hi"', total: 0 },
      { name: 'Multi\nline', note: 'a\r\nb', total: -3 },
    ];
    expect(toCsv(rows, columns).split('\r\n')).toEqual([
      'Name,"Note, free text",Total',
      '"Smith, John","said ""hi""",0',
      '"Multi\nline","a',
      'b",-3',
    ]);
  });

  it('neutralises text a spreadsheet would run as a formula, and keeps numbers as they are', () => {
    const rows: Row[] = [
      { name: '=HYPERLINK("http://evil.example","click")', note: '+1 (555) 010', total: -3 },
      { name: '@SUM(A1:A2)', note: '-2+3', total: 4 },
      { name: '\t=1+1', note: 'plain = text', total: 0 },
    ];
    expect(toCsv(rows, columns).split('\r\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""click"")",'+1 (555) 010,-3`,
      "'@SUM(A1:A2),'-2+3,4",
      "'\t=1+1,plain = text,0",
    ]);
  });

  it('leaves null and undefined cells empty and writes only the header for no rows', () => {
    expect(toCsv([{ name: 'Ada', note: null }], columns)).toBe(
      'Name,"Note, free text",Total\r\nAda,,',
    );
    expect(toCsv([], columns)).toBe('Name,"Note, free text",Total');
  });
});

describe('downloadCsv', () => {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  it('saves the CSV through a temporary link and cleans up after it', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:csv-1';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });

    downloadCsv('people.csv', [{ name: 'Zoë', note: 'é' }], columns);

    expect(clicked).toEqual([{ download: 'people.csv', href: 'blob:csv-1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv-1');
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved as Blob);
    });
    // UTF-8 with a byte-order mark, so spreadsheets read the accents right.
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name,"Note, free text",Total\r\nZoë,é,');
    click.mockRestore();
  });
});

describe('fetchEveryPage', () => {
  const numbers = Array.from({ length: 250 }, (_, index) => index + 1);
  const fetchPage = jest.fn(async (page: number, perPage: number) => ({
    rows: numbers.slice((page - 1) * perPage, page * perPage),
    total: numbers.length,
  }));

  it('asks page after page of at most 100 until it has every row', async () => {
    expect(await fetchEveryPage(fetchPage)).toEqual(numbers);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('stops at an empty page, even when the total said more', async () => {
    const shrinking = async (page: number) => ({ rows: page === 1 ? [1, 2] : [], total: 5 });
    expect(await fetchEveryPage(shrinking, 2)).toEqual([1, 2]);
  });
});
