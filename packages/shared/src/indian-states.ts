/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), and the code GST returns use for a place of supply outside India. Stored by code, shown
 * by name. 25 (Daman and Diu) and 28 (old Andhra Pradesh) are no longer given to new GSTINs.
 */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '18', name: 'Assam' },
  { code: '10', name: 'Bihar' },
  { code: '04', name: 'Chandigarh' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '07', name: 'Delhi' },
  { code: '30', name: 'Goa' },
  { code: '24', name: 'Gujarat' },
  { code: '06', name: 'Haryana' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '20', name: 'Jharkhand' },
  { code: '29', name: 'Karnataka' },
  { code: '32', name: 'Kerala' },
  { code: '38', name: 'Ladakh' },
  { code: '31', name: 'Lakshadweep' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '27', name: 'Maharashtra' },
  { code: '14', name: 'Manipur' },
  { code: '17', name: 'Meghalaya' },
  { code: '15', name: 'Mizoram' },
  { code: '13', name: 'Nagaland' },
  { code: '21', name: 'Odisha' },
  { code: '34', name: 'Puducherry' },
  { code: '03', name: 'Punjab' },
  { code: '08', name: 'Rajasthan' },
  { code: '11', name: 'Sikkim' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '36', name: 'Telangana' },
  { code: '16', name: 'Tripura' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '19', name: 'West Bengal' },
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];
export const INDIAN_STATE_CODES = INDIAN_STATES.map((s) => s.code) as [IndianStateCode, ...IndianStateCode[]];

/** GST's code for a place of supply outside India ("Foreign Country"). */
export const OUTSIDE_INDIA = '96';
export const OUTSIDE_INDIA_NAME = 'Outside India';

/** What a member may give as their state: an Indian state or union territory, or outside India. */
export type BuyerStateCode = IndianStateCode | typeof OUTSIDE_INDIA;
export const BUYER_STATE_CODES = [...INDIAN_STATE_CODES, OUTSIDE_INDIA] as [BuyerStateCode, ...BuyerStateCode[]];

/** The name of a state code ('27' is Maharashtra, '96' Outside India); undefined for an unknown code. */
export function stateName(code: string | null | undefined): string | undefined {
  if (code === OUTSIDE_INDIA) return OUTSIDE_INDIA_NAME;
  return INDIAN_STATES.find((s) => s.code === code)?.name;
}
