import type { Switches } from '@portal/contracts';
import type { SiteDefinition } from './site-writer.js';

const allOff: Switches = {
  CHNGPASSVERIF3: false,
  AGENTPOLICY3: false,
  MOBILENUMREG3: false,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: false,
  FREEPLAY3: false,
  PWDEXPFORCECHANGE3: false,
  MOBILEVERCODELOGIN3: false,
  USERNAMEREG: false,
  SMSONREG: false,
  FACEBOOKLOGIN: false,
  GOOGLELOGIN: false,
};

const baseRules: SiteDefinition['registerRules'] = [
  { field: 'username', enabled: true, required: true, patternId: '2', minLength: 6, maxLength: 16 },
  { field: 'password', enabled: true, required: true, patternId: '6', minLength: 6, maxLength: 20 },
  { field: 'confirmPassword', enabled: true, required: true, patternId: '6', minLength: 6, maxLength: 20 },
  { field: 'mobileNum', enabled: true, required: false, patternId: '7', minLength: 7, maxLength: 15 },
];

/** Aurora Play: dollars, five languages, mobile registration with SMS, free play on. */
export const auroraSite: SiteDefinition = {
  site: {
    code: 'AUR',
    name: 'Aurora Play',
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'TY', 'JA', 'KO', 'PT'],
    currencyCode: 'USD',
    // Withdrawals from $10 to $5,000 (minor units).
    withdrawMinAmount: 10_00n,
    withdrawMaxAmount: 5_000_00n,
    currencySymbol: '$',
    currencyDecimals: 2,
    timeZone: 'Europe/Malta',
    switches: {
      ...allOff,
      CHNGPASSVERIF3: true,
      AGENTPOLICY3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: true,
      USERNAMEREG: true,
      SMSONREG: true,
      GOOGLELOGIN: true,
    },
    theme: {
      name: 'Aurora night',
      logoUrl: '/brands/aurora.svg',
      colors: {
        brand: '#f5b83d',
        brandContrast: '#1a1205',
        accent: '#7c5cff',
        bg: '#0d1020',
        surface: '#151a2e',
        surface2: '#1e2440',
        border: '#2a3152',
        text: '#eef0fa',
        textMuted: '#9aa3c7',
        success: '#2ecc8f',
        warning: '#f5a524',
        danger: '#ff5d6c',
      },
    },
    imageCdns: [],
    launchGameCdns: [],
  },
  domains: ['aurora.localhost'],
  registerRules: [
    ...baseRules,
    { field: 'email', enabled: true, required: false, patternId: '4', minLength: 6, maxLength: 64 },
    { field: 'payeeName', enabled: true, required: false, patternId: '14', minLength: 2, maxLength: 40 },
    { field: 'affiliateCode', enabled: true, required: false, patternId: '5', minLength: 4, maxLength: 16 },
  ],
  customerServices: [
    {
      csType: 'LIVECHAT',
      title: 'Live chat',
      titles: {
        EN: 'Live chat',
        TY: 'Trò chuyện trực tuyến',
        JA: 'ライブチャット',
        KO: '실시간 채팅',
        PT: 'Chat ao vivo',
      },
      path: 'https://chat.aurora.example/widget',
    },
    {
      csType: 'TELEGRAM',
      title: 'Telegram',
      titles: {
        EN: 'Telegram support',
        TY: 'Hỗ trợ qua Telegram',
        JA: 'Telegramサポート',
        KO: '텔레그램 상담',
        PT: 'Suporte no Telegram',
      },
      path: 'https://t.me/aurora_support',
    },
  ],
  resources: [
    // No native packages: the portal installs as a web app (issue 22, 17); an operator publishes any package.
    { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/auroraplay' },
    { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.com/@auroraplay' },
    { resourceType: 'INSTAGRAM', labelNameEn: 'Instagram', url: 'https://instagram.com/auroraplay' },
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/auroraplay' },
  ],
};

/** Lotus Lotto: dong, Vietnamese first, username registration only, no free play. */
export const lotusSite: SiteDefinition = {
  site: {
    code: 'LTS',
    name: 'Lotus Lotto',
    defaultLanguage: 'TY',
    supportedLanguages: ['TY', 'EN'],
    currencyCode: 'VND',
    // Withdrawals from 100,000 to 100,000,000 đồng (no minor unit).
    withdrawMinAmount: 100_000n,
    withdrawMaxAmount: 100_000_000n,
    currencySymbol: '₫',
    currencyDecimals: 0,
    timeZone: 'Asia/Ho_Chi_Minh',
    dialingCountries: ['VN'],
    prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
    switches: { ...allOff, AGENTPOLICY3: true, USERNAMEREG: true, FACEBOOKLOGIN: true },
    theme: {
      name: 'Lotus',
      logoUrl: '/brands/lotus.svg',
      colors: {
        brand: '#ff4f93',
        brandContrast: '#2a0714',
        accent: '#21d4b4',
        bg: '#0b1614',
        surface: '#122320',
        surface2: '#19302c',
        border: '#24443e',
        text: '#ecfaf6',
        textMuted: '#8fb5ac',
        success: '#3ddc97',
        warning: '#ffb547',
        danger: '#ff5c5c',
      },
    },
    imageCdns: [],
    launchGameCdns: [],
  },
  domains: ['site2.localhost', 'lotus.localhost'],
  registerRules: [
    ...baseRules,
    { field: 'realName', enabled: true, required: true, patternId: '14', minLength: 2, maxLength: 50 },
    { field: 'zalo', enabled: true, required: false, patternId: '7', minLength: 8, maxLength: 12 },
  ],
  customerServices: [
    {
      csType: 'LIVECHAT',
      title: 'Hỗ trợ trực tuyến',
      titles: { TY: 'Hỗ trợ trực tuyến', EN: 'Live support' },
      path: 'https://chat.lotus.example/widget',
    },
  ],
  resources: [
    // No native packages: the portal installs as a web app (issue 22, 17); an operator publishes any package.
    { resourceType: 'TIKTOK', labelNameEn: 'TikTok', url: 'https://tiktok.com/@lotuslotto' },
    { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/84000000000' },
  ],
};

export const demoSites = [auroraSite, lotusSite];
