/**
 * The product's name and public contact details, shown in the chrome, e-mails and
 * page titles. One place, so a rebrand is one edit.
 */
export const BRAND = {
  productName: 'Warmwise',
  supportEmail: 'support@warmwise.example',
  officeAddress: ['Warmwise Ltd', '12 Lister Square', 'Edinburgh', 'EH3 9GL'],
  businessHours: 'Monday-Friday 9:00 AM-5:00 PM',
  surveyShopUrl: 'https://shop.warmwise.example/products/home-survey',
  epcShopUrl: 'https://shop.warmwise.example/products/epc',
  websiteUrl: 'https://warmwise.example',
  socialLinks: [
    { network: 'Facebook', url: 'https://www.facebook.com/warmwise' },
    { network: 'X', url: 'https://x.com/warmwise' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/warmwise' },
    { network: 'Instagram', url: 'https://www.instagram.com/warmwise' },
  ],
} as const;
