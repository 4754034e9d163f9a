import { matchingCertificate } from '../../src/addresses/address-match.js';

const lodged = (address: string, lodgementDate = '2020-01-01') => ({ address, lodgementDate });
const addressOf = (typed: string, certificates: Array<{ address: string; lodgementDate: string }>) => matchingCertificate(typed, certificates)?.address ?? null;

describe('matchingCertificate', () => {
  it('ignores case, commas and other punctuation', () => {
    const street = [lodged('Flat 2, 7 Mill Lane'), lodged('7 Mill Lane')];
    expect(addressOf('flat 2 7 mill lane', street)).toBe('Flat 2, 7 Mill Lane');
    expect(addressOf(' FLAT 2,, 7 Mill-Lane. ', street)).toBe('Flat 2, 7 Mill Lane');
    expect(addressOf("St John's Road 4", [lodged('St Johns Road 4')])).toBe('St Johns Road 4');
  });

  it.each([
    ['12 Acacia Ave', '12 Acacia Avenue'],
    ['12 Acacia Avenue', '12 Acacia Ave'],
    ['3 High St', '3 High Street'],
    ['3 Station Rd', '3 Station Road'],
    ['3 Mill Ln', '3 Mill Lane'],
    ['3 Oak Cl', '3 Oak Close'],
    ['3 Park Dr', '3 Park Drive'],
    ['3 Royal Cres', '3 Royal Crescent'],
    ['3 Kew Gdns', '3 Kew Gardens'],
    ['3 Ely Pl', '3 Ely Place'],
    ['3 Market Sq', '3 Market Square'],
    ['3 Sea View Tce', '3 Sea View Terrace'],
    ['3 Sea View Terrace', '3 Sea View Ter'],
    ['3 Abbey Ct', '3 Abbey Court'],
    ['3 Elm Gr', '3 Elm Grove'],
    ['3 Lake Pk', '3 Lake Park'],
  ])('reads "%s" as "%s"', (typed, registered) => {
    expect(addressOf(typed, [lodged(registered)])).toBe(registered);
  });

  it('finds a certificate whose address goes on with a locality', () => {
    expect(addressOf('12 Acacia Ave', [lodged('12 Acacia Avenue, Headingley'), lodged('14 Acacia Avenue, Headingley')])).toBe('12 Acacia Avenue, Headingley');
  });

  it('matches whole words only: a number is never the start of another home', () => {
    expect(addressOf('1 Acacia Avenue', [lodged('12 Acacia Avenue'), lodged('Flat 1, 3 Acacia Avenue'), lodged('1A Acacia Avenue')])).toBeNull();
    expect(addressOf('12 Acacia Avenue, Headingley', [lodged('12 Acacia Avenue')])).toBeNull();
  });

  it('prefers the address that reads the same over one that only starts with it', () => {
    expect(addressOf('7 Mill Lane', [lodged('7 Mill Lane, Lower Town'), lodged('7 Mill Lane')])).toBe('7 Mill Lane');
  });

  it('takes the newest certificate when one address was lodged under two keys', () => {
    const older = lodged('7 Mill Ln', '2012-03-01');
    const newer = lodged('7 Mill Lane', '2021-06-30');
    expect(matchingCertificate('7 mill lane', [older, newer])).toBe(newer);
  });

  it('chooses none when the typed address starts several', () => {
    expect(addressOf('7 Mill Lane', [lodged('7 Mill Lane, Upper Town'), lodged('7 Mill Lane, Lower Town')])).toBeNull();
  });

  it('finds nothing for an address of no words', () => {
    expect(addressOf(' , . ', [lodged('7 Mill Lane')])).toBeNull();
    expect(addressOf('7 Mill Lane', [])).toBeNull();
  });
});
