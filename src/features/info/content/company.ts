/**
 * The company behind the product and its contact. The company is the same for every visitor;
 * only the contact differs: visitors whose country code is US or Canada reach the North American
 * office, everyone else the head office (imprint, legal pages, webview help).
 */
export interface Company {
  name: string;
  address: string[];
  register: string[];
  board: string;
  vatId: string;
}

export interface Contact {
  /** who answers, as the imprint names it */
  label: string;
  email: string;
  phone: string;
}

export const COMPANY: Company = {
  name: 'StripScan GmbH',
  address: ['Rheinstraße 112', '64295 Darmstadt', 'Germany'],
  register: ['Commercial register: Amtsgericht Darmstadt, HRB 123456'],
  board: 'Executive board: Dr. Miriam Kessler (CEO), Jonas Albrecht (CTO)',
  vatId: 'VAT identification number: DE 123 456 789',
};

export const CONTACT_WORLD: Contact = {
  label: 'Contact',
  email: 'info@stripscan.example',
  phone: '+49 6151 000 100',
};

export const CONTACT_US_CA: Contact = {
  label: 'Contact for the USA and Canada',
  email: 'info-us@stripscan.example',
  phone: '+1 781 000 0100',
};

export const contactFor = (isUsOrCanada: boolean) => (isUsOrCanada ? CONTACT_US_CA : CONTACT_WORLD);
