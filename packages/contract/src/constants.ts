/** Business constants of the programme, shared by the API and the web. */

export const USER_TYPES = ['member', 'supplier', 'distributor', 'healthpro'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  member: 'Member',
  supplier: 'Supplier',
  distributor: 'Distributor',
  healthpro: 'Administrator',
};

export const ORDER_TYPES = ['STANDARD', 'EXPIRING'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const SUPPLY_CHAIN_TYPES = ['MATERIAL_SUPPLIER', 'MANUFACTURING_FACILITIES', 'WAREHOUSES'] as const;
export type SupplyChainType = (typeof SUPPLY_CHAIN_TYPES)[number];

export const SUPPLY_CHAIN_FLAGS = ['GREEN', 'YELLOW', 'RED'] as const;
export type SupplyChainFlag = (typeof SUPPLY_CHAIN_FLAGS)[number];

export const SORTS = ['newest', 'oldest', 'name'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page a list call may ask for. */
export const MAX_PAGE_SIZE = 100;
/** A count's lines per page when none is asked for: a sheet is counted a shelf at a time. */
export const COUNT_LINES_PAGE_SIZE = 50;
/**
 * The furthest a list may be paged by offset (`skip`): past it the API answers 400 and asks for a
 * search instead, so that no call makes the database walk a hundred thousand rows to skip them.
 * The web's pager stops at the page that starts here.
 */
export const MAX_SKIP = 10_000;
/** The longest search a list takes. */
export const MAX_SEARCH_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 1000;
/** The spec's wait for restoring a stored session: past it the web draws with what it has. */
export const SESSION_REHYDRATION_TIMEOUT_MS = 5_000;
/** The spec's wait for a lazily loaded piece of the web (a screen's chunk): past it, the route error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The longest reason a person may give with a denial (it is shown to the requester and in the notification). */
export const DECISION_REASON_MAX = 500;
/** How many of the oldest records each group of the worklist lists (the count covers them all). */
export const WORKLIST_ITEMS_PER_GROUP = 5;

/** Ontario HST, applied on the invoice page to finalAmount. */
export const TAX_RATE = 0.13;
export const DEFAULT_MINIMUM_ORDER_SIZE = 500;
export const MINIMUM_EXPIRY_MONTHS = { min: 1, max: 120 } as const;

/**
 * What the columns can hold, with room: a unit price up to MAX_PRICE dollars and up to MAX_UNITS
 * units on a line or a par level, so units x price always fits an invoice (numeric(16,2)) and
 * stays exact in a JavaScript number of cents.
 */
export const MAX_PRICE = 999_999.99;
export const MAX_UNITS = 10_000_000;
/** A member's expiry-lot preference: months before expiry at which a lot is offered back. */
export const EXPIRY_LOT_PREFERENCE_MONTHS = { min: 1, max: 24, default: 3 } as const;

/**
 * Canadian postal code: letter-digit-letter, optional space or hyphen, digit-letter-digit.
 * D, F, I, O, Q and U never appear; W and Z never come first.
 */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const SIGNIN = {
  codeLength: 6,
  codeTtlMinutes: 10,
  maxWrongTries: 5,
  /** Codes one e-mail address may ask for within the window. */
  maxRequestsPerEmail: 5,
  /** Sign-in calls (request and verify) one network address may make within the window. */
  maxRequestsPerAddress: 30,
  windowMinutes: 15,
  /**
   * Wrong codes one address may enter in 24 hours, across every code and network address; past it,
   * sign-in by code pauses for that address and its owner is told (docs/security.md has the odds).
   */
  maxWrongTriesPerDay: 20,
} as const;

/**
 * Keys that let a hospital's or a distributor's own system call the API as their owner
 * (docs/integrations.md). A key is `rdsk_` and 43 characters of base64url (32 random bytes); the
 * server keeps only its SHA-256.
 */
export const API_KEYS = {
  prefix: 'rdsk_',
  /** The first characters of a key shown in the list, so its owner can tell keys apart. */
  shownChars: 12,
  /** The latest expiry a key may have: a year from its creation, a leap day included. */
  maxDays: 366,
  nameMax: 80,
  /** Keys one user may hold that are neither revoked nor expired. */
  maxLive: 20,
  /** Calls one key may make per minute before it is answered 429 with Retry-After. */
  callsPerMinute: 600,
} as const;
/**
 * The live notification stream (`GET /api/{usertype}/notifications/stream`, decision 018): events
 * `notification` (as the list shows it) and `unseen` (as `/notifications/unseen` answers).
 */
export const LIVE_NOTIFICATIONS = {
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked again with it. */
  heartbeatSeconds: 25,
  /** Streams one user may hold open at once (per API process). */
  maxStreamsPerUser: 5,
  /** How long a browser's stream ticket works (once). */
  ticketSeconds: 30,
  events: { notification: 'notification', unseen: 'unseen' },
} as const;

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const UPLOADS = {
  maxBytes: 5 * 1024 * 1024,
  profilePicTypes: ['image/png', 'image/gif', 'image/jpeg'],
  productImageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Fixed texts the spec names; the server and the web use these words and no others. */
export const MESSAGES = {
  fillRequired: 'Please fill required fields',
  fillAllRequired: 'Please fill all required fields',
  noStockForOrder: 'No stock selected for order',
  noStockForTransfer: 'No stock selected for transfer',
  expiryTooShort: 'Assigned stock does not meet minimum expiration value',
  onlyImages: 'Only JPG, JPEG, and PNG file supported',
  locationNameRequired: 'Location name required',
  line1Required: 'Address line 1 required',
  line2Required: 'Address line 2 required',
  postalCodeRequired: 'Postal Code required',
  invalidPostalCode: 'Invalid Postal Code',
  stockIncreaseGenerated: 'Stock increase request generated',
  stockDecreaseGenerated: 'Stock decrease request generated',
  stockIncreaseUpdated: 'Stock increase request updated',
} as const;

/**
 * The catalogue key of each of MESSAGES: schemas and code name the key, each side renders it in the
 * reader's language; the English catalogue holds exactly the words above (a test checks it).
 */
export const MESSAGE_KEYS = Object.fromEntries(Object.keys(MESSAGES).map((name) => [name, `msg.${name}`])) as {
  [K in keyof typeof MESSAGES]: `msg.${K}`;
};

/** The languages of the portal; English is the default and the fallback. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The locale each language formats dates, numbers and money in. */
export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
/** Each language's name, written in that language (the switch shows these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };
