/** What the homes of an area are mostly like; shapes property types and heating. */
export type AreaCharacter = 'city' | 'terraced' | 'suburban' | 'rural';

export interface SamplePostcode {
  postcode: string;
  town: string;
  /** ONS code and name of the local authority (the bulk download has one folder per authority). */
  localAuthority: string;
  localAuthorityLabel: string;
  constituencyLabel: string;
  character: AreaCharacter;
  /** The invented street the sample homes stand on. */
  street: string;
}

/**
 * About fifty real postcodes across the regions of England, Wales and Scotland for the bundled
 * sample (the eleven of the README among them). Streets are invented; postcodes, towns and
 * authorities are real. The England and Wales register holds no Scottish homes; the two Scottish
 * postcodes are kept so the README's examples answer from the same data.
 */
export const SAMPLE_POSTCODES: readonly SamplePostcode[] = [
  pc('SW1A 1AA', 'LONDON', 'E09000033', 'Westminster', 'Cities of London and Westminster', 'city', 'Birdcage Walk Mews'),
  pc('SE1 7PB', 'LONDON', 'E09000022', 'Lambeth', 'Vauxhall and Camberwell Green', 'city', 'Belvedere Court'),
  pc('N1 9GU', 'LONDON', 'E09000019', 'Islington', 'Islington South and Finsbury', 'city', 'Goods Way Wharf'),
  pc('SW19 5AE', 'LONDON', 'E09000024', 'Merton', 'Wimbledon', 'suburban', 'Church Road'),
  pc('CR2 6XH', 'SOUTH CROYDON', 'E09000008', 'Croydon', 'Croydon South', 'suburban', 'Sanderstead Hill'),
  pc('E17 7JN', 'LONDON', 'E09000031', 'Waltham Forest', 'Walthamstow', 'terraced', 'Orford Road'),
  pc('BN1 1EE', 'BRIGHTON', 'E06000043', 'Brighton and Hove', 'Brighton Pavilion', 'city', 'Marine Parade'),
  pc('SO14 7DU', 'SOUTHAMPTON', 'E06000045', 'Southampton', 'Southampton Test', 'terraced', 'Canute Road'),
  pc('RG1 1QH', 'READING', 'E06000038', 'Reading', 'Reading Central', 'terraced', 'Friar Street'),
  pc('OX1 2JD', 'OXFORD', 'E07000178', 'Oxford', 'Oxford East', 'terraced', 'Walton Street'),
  pc('CT1 2EH', 'CANTERBURY', 'E07000106', 'Canterbury', 'Canterbury', 'terraced', 'Castle Street'),
  pc('MK9 3HS', 'MILTON KEYNES', 'E06000042', 'Milton Keynes', 'Milton Keynes Central', 'suburban', 'Saxon Gate'),
  pc('LU1 2BQ', 'LUTON', 'E06000032', 'Luton', 'Luton South and South Bedfordshire', 'terraced', 'Park Street'),
  pc('CB2 1TN', 'CAMBRIDGE', 'E07000008', 'Cambridge', 'Cambridge', 'terraced', 'Trumpington Street'),
  pc('NR2 1NH', 'NORWICH', 'E07000148', 'Norwich', 'Norwich South', 'terraced', 'St Giles Street'),
  pc('IP1 1BZ', 'IPSWICH', 'E07000202', 'Ipswich', 'Ipswich', 'terraced', 'Civic Drive'),
  pc('BS1 5TR', 'BRISTOL', 'E06000023', 'Bristol, City of', 'Bristol Central', 'terraced', 'Redcliffe Parade'),
  pc('BS8 1TH', 'BRISTOL', 'E06000023', 'Bristol, City of', 'Bristol Central', 'city', 'Tyndall Avenue'),
  pc('BA1 1LZ', 'BATH', 'E06000022', 'Bath and North East Somerset', 'Bath', 'terraced', 'Abbey Green'),
  pc('EX1 1HS', 'EXETER', 'E07000041', 'Exeter', 'Exeter', 'terraced', 'Southernhay'),
  pc('PL1 2AA', 'PLYMOUTH', 'E06000026', 'Plymouth', 'Plymouth Sutton and Devonport', 'terraced', 'Royal Parade'),
  pc('TR1 2HE', 'TRURO', 'E06000052', 'Cornwall', 'Truro and Falmouth', 'rural', 'Lemon Street'),
  pc('GL1 2TZ', 'GLOUCESTER', 'E07000081', 'Gloucester', 'Gloucester', 'suburban', 'Southgate Street'),
  pc('HR1 2PJ', 'HEREFORD', 'E06000019', 'Herefordshire, County of', 'Hereford and South Herefordshire', 'rural', 'Widemarsh Street'),
  pc('SY1 1HH', 'SHREWSBURY', 'E06000051', 'Shropshire', 'Shrewsbury', 'rural', 'Castle Foregate'),
  pc('B33 8TH', 'BIRMINGHAM', 'E08000025', 'Birmingham', 'Birmingham Hodge Hill and Solihull North', 'suburban', 'Stechford Lane'),
  pc('B15 2TT', 'BIRMINGHAM', 'E08000025', 'Birmingham', 'Birmingham Edgbaston', 'suburban', 'Edgbaston Park Road'),
  pc('CV1 5FB', 'COVENTRY', 'E08000026', 'Coventry', 'Coventry South', 'terraced', 'Priory Street'),
  pc('ST1 1HH', 'STOKE-ON-TRENT', 'E06000021', 'Stoke-on-Trent', 'Stoke-on-Trent Central', 'terraced', 'Bethesda Street'),
  pc('DE1 2FS', 'DERBY', 'E06000015', 'Derby', 'Derby South', 'terraced', 'Corn Market'),
  pc('NG1 5DT', 'NOTTINGHAM', 'E06000018', 'Nottingham', 'Nottingham South', 'city', 'Lace Market Square'),
  pc('LE1 6TE', 'LEICESTER', 'E06000016', 'Leicester', 'Leicester South', 'terraced', 'Granby Street'),
  pc('LN2 1PB', 'LINCOLN', 'E07000138', 'Lincoln', 'Lincoln', 'rural', 'Bailgate'),
  pc('M1 1AE', 'MANCHESTER', 'E08000003', 'Manchester', 'Manchester Central', 'city', 'Piccadilly Court'),
  pc('M20 2RN', 'MANCHESTER', 'E08000003', 'Manchester', 'Manchester Withington', 'suburban', 'Wilmslow Road'),
  pc('L1 8JQ', 'LIVERPOOL', 'E08000012', 'Liverpool', 'Liverpool Riverside', 'city', 'Bold Street'),
  pc('LA1 1HE', 'LANCASTER', 'E07000121', 'Lancaster', 'Lancaster and Wyre', 'terraced', 'Market Street'),
  pc('LS1 4AP', 'LEEDS', 'E08000035', 'Leeds', 'Leeds Central and Headingley', 'terraced', 'Park Row Terrace'),
  pc('LS6 3HN', 'LEEDS', 'E08000035', 'Leeds', 'Leeds Central and Headingley', 'terraced', 'Headingley Lane'),
  pc('S1 2HE', 'SHEFFIELD', 'E08000039', 'Sheffield', 'Sheffield Central', 'terraced', 'Division Street'),
  pc('YO1 7HH', 'YORK', 'E06000014', 'York', 'York Central', 'terraced', 'Stonegate'),
  pc('HU1 2AA', 'HULL', 'E06000010', 'Kingston upon Hull, City of', 'Kingston upon Hull East', 'terraced', 'Lowgate'),
  pc('NE1 7RU', 'NEWCASTLE UPON TYNE', 'E08000021', 'Newcastle upon Tyne', 'Newcastle upon Tyne Central and West', 'city', 'Grey Street Lofts'),
  pc('DH1 3HP', 'DURHAM', 'E06000047', 'County Durham', 'City of Durham', 'rural', 'South Bailey'),
  pc('CF10 1EP', 'CARDIFF', 'W06000015', 'Cardiff', 'Cardiff South and Penarth', 'terraced', 'Heol y Frenhines'),
  pc('CF14 4XW', 'CARDIFF', 'W06000015', 'Cardiff', 'Cardiff North', 'suburban', 'Heath Park Way'),
  pc('NP20 4UR', 'NEWPORT', 'W06000022', 'Newport', 'Newport West and Islwyn', 'terraced', 'Commercial Street'),
  pc('SA1 3SN', 'SWANSEA', 'W06000011', 'Swansea', 'Swansea West', 'terraced', 'Walter Road'),
  pc('SY23 2AX', 'ABERYSTWYTH', 'W06000008', 'Ceredigion', 'Ceredigion Preseli', 'rural', 'Great Darkgate Street'),
  pc('LL11 1AY', 'WREXHAM', 'W06000006', 'Wrexham', 'Wrexham', 'suburban', 'Regent Street'),
  pc('LL57 2DG', 'BANGOR', 'W06000002', 'Gwynedd', 'Bangor Aberconwy', 'rural', 'Deiniol Road'),
  pc('EH3 9GL', 'EDINBURGH', 'S12000036', 'City of Edinburgh', 'Edinburgh South West', 'city', 'Lister Square'),
  pc('IV2 3PY', 'INVERNESS', 'S12000017', 'Highland', 'Inverness, Skye and West Ross-shire', 'rural', 'Culloden Road'),
];

function pc(
  postcode: string,
  town: string,
  localAuthority: string,
  localAuthorityLabel: string,
  constituencyLabel: string,
  character: AreaCharacter,
  street: string,
): SamplePostcode {
  return { postcode, town, localAuthority, localAuthorityLabel, constituencyLabel, character, street };
}
