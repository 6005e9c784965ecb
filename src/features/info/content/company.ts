/**
 * The company behind the product, per region: visitors whose country code is US or Canada see
 * the North American company, everyone else the European one (imprint, legal pages).
 */
export interface Company {
  name: string;
  address: string[];
  register: string[];
  board: string;
  vatId: string;
  email: string;
  phone: string;
}

export const COMPANY_WORLD: Company = {
  name: 'StripScan GmbH',
  address: ['Rheinstraße 112', '64295 Darmstadt', 'Germany'],
  register: ['Commercial register: Amtsgericht Darmstadt, HRB 123456'],
  board: 'Executive board: Dr. Miriam Kessler (CEO), Jonas Albrecht (CTO)',
  vatId: 'VAT identification number: DE 123 456 789',
  email: 'info@stripscan.example',
  phone: '+49 6151 000 100',
};

export const COMPANY_US_CA: Company = {
  name: 'StripScan Inc.',
  address: ['400 Summit Avenue, Suite 210', 'Burlington, MA 01803', 'USA'],
  register: ['Incorporated in Delaware, file number 0000000'],
  board: 'Officers: Laura Bennett (President), Samuel Ortiz (Treasurer)',
  vatId: 'EIN: 00-0000000',
  email: 'info-us@stripscan.example',
  phone: '+1 781 000 0100',
};

export const companyFor = (isUsOrCanada: boolean) => (isUsOrCanada ? COMPANY_US_CA : COMPANY_WORLD);
