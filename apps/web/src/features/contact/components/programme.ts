/** The programme's fixed contact details. */
export const PROGRAMME_CONTACT = {
  name: 'Reserve Drug Supply Programme',
  street: '155 University Ave',
  city: 'Toronto, ON M5H 3B7',
  phone: '1-800-555-0199',
  phoneHref: 'tel:+18005550199',
} as const;
