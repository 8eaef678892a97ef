import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  COUNT_LINES_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SKIP,
  SORTS,
  USER_TYPES,
  DEFAULT_PAGE_SIZE,
  SIGNIN,
  POSTAL_CODE_PATTERN,
  MINIMUM_EXPIRY_MONTHS,
  MAX_PRICE,
  MAX_UNITS,
  EXPIRY_LOT_PREFERENCE_MONTHS,
  DECISION_REASON_MAX,
  MESSAGE_KEYS,
  LANGUAGES,
  API_KEYS,
  API_KEY_SCOPES,
  API_KEY_STATUSES,
} from './constants.js';
import { ERROR_REASONS, ERROR_STATUS, type ErrorCode, type ErrorReason } from './errors.js';
import { isIsoDate } from './dates.js';
import { normalizeGtin } from './gs1.js';
import {
  LOCATION_STATUSES,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  REPLACEMENT_STATUSES,
  REPLENISHMENT_STATUSES,
  ADJUSTMENT_REASONS,
  COUNT_STATUSES,
  RECALL_ACTIONS,
  RECALL_CLASSES,
  RECALL_DISPOSITIONS,
  RECALL_STATUSES,
  RECALL_TASK_STATUSES,
  TRANSFER_STATUSES,
  STOCK_REQUEST_KINDS,
  STOCK_REQUEST_STATUSES,
  SUPPLY_CHAIN_FLAGS,
  SUPPLY_CHAIN_STATUSES,
  SUPPLY_CHAIN_TYPES,
} from './statuses.js';
import { FIGURE_SETTINGS, SUPPLY_RISK_REASONS } from './figures.js';
import { TIMELINE_KINDS } from './timeline.js';

/* ---------- conventions ---------- */

/**
 * Every text the API takes starts from this: a string without NUL characters, which PostgreSQL
 * cannot store (it would fail the write) and no person types.
 */
export const NO_NUL_MESSAGE = 'Text cannot contain NUL (\\u0000) characters';
/** The catalogue key of NO_NUL_MESSAGE (every message a schema gives is a catalogue key; see i18n.ts). */
export const NO_NUL_KEY = 'validation.noNul';
export const textSchema = (params?: Parameters<typeof z.string>[0]) => z.string(params).regex(/^[^\u0000]*$/, { error: NO_NUL_KEY });

export const userTypeSchema = z.enum(USER_TYPES, { error: 'validation.userTypeOneOf' });

export const idParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

/** Every answer of the API: `{ success, message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), message: z.string(), data });

/**
 * Every refusal of the API: the message in the caller's language, a broad code and the reason a
 * program branches on (errors.ts), each reason listed with its meaning in the API document.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  reason: z.enum(Object.keys(ERROR_REASONS) as [ErrorReason, ...ErrorReason[]]).meta({
    description: [
      'What happened, stable: branch on this, never on the message. Each reason, its code and meaning:',
      ...Object.entries(ERROR_REASONS).map(([reason, { code, meaning }]) => `- \`${reason}\` (${code}): ${meaning}`),
    ].join('\n'),
  }),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Paging, search and sort of every list, with the caps that keep one call cheap: at most
 * MAX_PAGE_SIZE rows, a skip of at most MAX_SKIP rows and a search of at most MAX_SEARCH_LENGTH
 * characters (its `%` and `_` are taken literally). Past a cap the answer is a 400 that says what to do.
 */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.limitNumber' })
    .int({ error: 'validation.limitWhole' })
    .min(1, { error: 'validation.limitRange' })
    .max(MAX_PAGE_SIZE, { error: 'validation.limitRange' })
    .default(DEFAULT_PAGE_SIZE),
  skip: z.coerce
    .number({ error: 'validation.skipNumber' })
    .int({ error: 'validation.skipWhole' })
    .min(0, { error: 'validation.skipNegative' })
    .max(MAX_SKIP, { error: 'validation.skipTooLarge' })
    .default(0),
  search: textSchema().trim().max(MAX_SEARCH_LENGTH, { error: 'validation.searchTooLong' }).default(''),
  sort: z.enum(SORTS, { error: 'validation.sortOneOf' }).default('newest'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * One page of a list, as every list route answers it: the rows under the list's own name (the
 * spec's: `orders`, `requests`, `supplychain`...) and `total`, how many rows the whole list holds.
 * The key stays literal in the type, so `pageOf('orders', orderSchema)` infers `{ orders: Order[]; total: number }`.
 */
export function pageOf<const Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  const shape = { [key]: z.array(row), total: z.number().int() } as { [K in Key]: z.ZodArray<Row> } & { total: z.ZodNumber };
  return z.object(shape);
}

/* ---------- users and sign-in ---------- */

const emailSchema = textSchema({ error: 'validation.emailRequired' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export const signinRequestSchema = z.object({ email: emailSchema });
const otpSchema = textSchema({ error: 'validation.codeRequired' })
  .trim()
  .regex(new RegExp(`^\\d{${SIGNIN.codeLength}}$`), { error: 'validation.codeDigits' });
export const signinVerifySchema = z.object({ email: emailSchema, otp: otpSchema });

export const userSchema = z.object({
  _id: z.uuid(),
  type: userTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  profilePic: z.string().nullable(),
  isActive: z.boolean(),
  /** Members only: how many months before expiry a lot counts as expiring. */
  expiryLotPreferences: z.number().int().nullable(),
  /** The language the user chose for the portal, the mails and the notifications; null until they choose. */
  language: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Who is really acting when an administrator impersonates someone. */
export const actorSchema = z.object({ _id: z.uuid(), name: z.string(), type: userTypeSchema });

export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

/** `GET /api/{usertype}/ping`: the session is live, and the database's clock. The bench's floor (docs/performance.md). */
export const pingSchema = z.object({ time: z.string() });
export type Ping = z.infer<typeof pingSchema>;

export const meSchema = userSchema.extend({ actingAs: actorSchema.nullable() });
export type Me = z.infer<typeof meSchema>;

const lotPreferenceRange = 'validation.lotPreferenceRange';
const expiryLotPreferencesSchema = z.coerce
  .number({ error: 'validation.lotPreferenceNumber' })
  .int({ error: 'validation.lotPreferenceWhole' })
  .min(EXPIRY_LOT_PREFERENCE_MONTHS.min, { error: lotPreferenceRange })
  .max(EXPIRY_LOT_PREFERENCE_MONTHS.max, { error: lotPreferenceRange });

/** Text fields of the multipart profile update; each is optional, none may be blanked. A member also sets its expiry lot preference. */
export const profileUpdateSchema = z.object({
  name: textSchema().trim().min(1, { error: 'validation.nameEmpty' }).max(200).optional(),
  email: emailSchema.optional(),
  phone: textSchema().trim().min(1, { error: 'validation.phoneEmpty' }).max(50).optional(),
  address: textSchema().trim().min(1, { error: 'validation.addressEmpty' }).max(500).optional(),
  expiryLotPreferences: z.preprocess((v) => (v === '' ? undefined : v), expiryLotPreferencesSchema.optional()),
  language: z.enum(LANGUAGES, { error: 'validation.languageOneOf' }).optional(),
});

/** PATCH {type}/me answers the profile and, when a new e-mail awaits its code, that address. */
export const profileUpdateResultSchema = userSchema.extend({ pendingEmail: z.string().nullable() });
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

/** POST {type}/me/email/confirm: the code mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ otp: otpSchema });

/* ---------- API keys ---------- */

/** POST {type}/apikeys: a name, a scope and an expiry within API_KEYS.maxDays (checked against the clock by the API). */
export const apiKeyCreateSchema = z.object({
  name: textSchema({ error: 'validation.apiKeyNameEmpty' })
    .trim()
    .min(1, { error: 'validation.apiKeyNameEmpty' })
    .max(API_KEYS.nameMax, { error: 'validation.apiKeyNameLong' }),
  scope: z.enum(API_KEY_SCOPES, { error: 'validation.apiKeyScopeOneOf' }),
  expiresAt: z.iso.datetime({ offset: true, error: 'validation.apiKeyExpiryInvalid' }),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as its owner sees it in the list: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first API_KEYS.shownChars characters, e.g. `rdsk_Xk3Pq9a`. */
  start: z.string(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The last call made with it, to the minute; null until first used. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the key itself, shown this once and never again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyPageSchema = pageOf('apiKeys', apiKeySchema);
export const apiKeyListQuerySchema = listQuerySchema.pick({ limit: true, skip: true });
export type ApiKeyPage = z.infer<typeof apiKeyPageSchema>;

/* ---------- notifications ---------- */

export const notificationSchema = z.object({
  _id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  messageMain: z.string(),
  isSeen: z.boolean(),
  askForApproval: z.boolean(),
  recipientType: userTypeSchema,
  /** Where the card leads in the recipient's portal. */
  link: z.string(),
  Sender: z.object({ name: z.string(), profilePic: z.string().nullable() }).nullable(),
  stockId: z.uuid().nullable(),
  stockRequestId: z.uuid().nullable(),
  stockReplenishId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  supplyChainId: z.uuid().nullable(),
  stockTransferRequestId: z.uuid().nullable(),
  stockReplacementId: z.uuid().nullable(),
  countId: z.uuid().nullable(),
  recallId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
});

export const unseenSchema = z.object({ unreadCount: z.number().int(), countUnseen: z.number().int() });
export type Unseen = z.infer<typeof unseenSchema>;

/** A one-use pass to open the live stream from a browser, whose EventSource cannot send the token (decision 018). */
export const streamTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/* ---------- dashboard ---------- */

/**
 * Wastage (figures.ts `wastage`): units written off as expired and their value (units x the
 * product's price) in each of the last WASTAGE_MONTHS calendar months in Toronto, oldest first,
 * ending with the current one; every month present, with the totals.
 */
export const wastageSchema = z.object({
  months: z.array(z.object({ month: z.string(), units: z.number().int(), value: z.number() })),
  totalUnits: z.number().int(),
  totalValue: z.number(),
});
export type Wastage = z.infer<typeof wastageSchema>;

export const dashboardSchema = z.object({
  /** Orders per month over the last six months, oldest first, for the chart. */
  orders: z.array(z.object({ month: z.string(), count: z.number().int() })),
  totalOrders: z.number().int(),
  totalMembers: z.number().int(),
  totalProducts: z.number().int(),
  totalSureSupply: z.number().int(),
  totalSuppliers: z.number().int(),
  totalDistributors: z.number().int(),
  totalLocations: z.number().int(),
  /** Stocks at risk the user sees (figures.ts isAtRisk): fewer days of cover than the lead time, or on hand under par. */
  stocksAtRisk: z.number().int(),
  /** The administrator's (the programme's) and a member's (its stocks'); null on a supplier's or distributor's dashboard. */
  wastage: wastageSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/* ---------- the worklist ---------- */

/**
 * What waits for the reader, by kind: the workflows' statuses that await the administrator's decision
 * (the administrator's alone), and the recalls past their respond-by date with units remaining (every
 * portal, each its part: see `RECALL_OVERDUE`).
 */
export const WORKLIST_KINDS = ['PAR_LEVEL', 'LOCATION', 'SUPPLY_CHAIN', 'COUNT', 'RECALL_OVERDUE'] as const;
export type WorklistKind = (typeof WORKLIST_KINDS)[number];

export const worklistItemSchema = z.object({
  _id: z.uuid(),
  /** What the record is about: "Amoxicillin 500 mg for St. Mary's Hospital (10 to 40)". */
  title: z.string(),
  /** Who asked. */
  requestedBy: z.string(),
  /** Since when it waits (request made, location added or edited, supply chain or count submitted; a recall's respond-by date). */
  since: z.string(),
  /** Where it is decided (or, for a recall, answered) in the reader's portal. */
  link: z.string(),
});

export const worklistGroupSchema = z.object({
  kind: z.enum(WORKLIST_KINDS),
  /** How many wait, in all. */
  count: z.number().int(),
  /** The oldest ones, oldest first (at most WORKLIST_ITEMS_PER_GROUP). */
  items: z.array(worklistItemSchema),
});
export type WorklistGroup = z.infer<typeof worklistGroupSchema>;

/**
 * `GET {usertype}/worklist`: each kind the reader has, in WORKLIST_KINDS order, with its count and its
 * oldest items. The administrator has every kind; the others `RECALL_OVERDUE` alone: a supplier its
 * products' recalls, a distributor those with units remaining at its locations, a member those it
 * still holds units of (its open tasks).
 */
export const worklistSchema = z.object({
  groups: z.array(worklistGroupSchema),
  total: z.number().int(),
});
export type Worklist = z.infer<typeof worklistSchema>;

/* ---------- queries (contact messages) ---------- */

const requiredText = (max: number) =>
  textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired }).max(max, { error: 'validation.tooLong' });

export const queryCreateSchema = z.object({ subject: requiredText(200), message: requiredText(5000) });
export type QueryCreate = z.infer<typeof queryCreateSchema>;

/* ---------- user administration ---------- */

/**
 * What the reader may do to a record now, as the server's policy decides it (the API's
 * `modules/<name>/policy.ts`): each action true exactly when the server would take it. The web shows
 * an action exactly when its ability is true.
 */
const abilities = <A extends string>(actions: readonly A[]) => z.object(Object.fromEntries(actions.map((a) => [a, z.boolean()])) as Record<A, z.ZodBoolean>);

/** The three kinds of account the administrator manages. */
export const MANAGED_USER_TYPES = ['member', 'supplier', 'distributor'] as const;
export type ManagedUserType = (typeof MANAGED_USER_TYPES)[number];

/** The administrator edits (and deletes) an account it manages, and acts as an active one. */
export const accountAbilitiesSchema = abilities(['edit', 'impersonate']);
/** An account as the administrator manages it: the user and what the reader may do to it. */
export const accountSchema = userSchema.extend({ abilities: accountAbilitiesSchema });
export type Account = z.infer<typeof accountSchema>;

/** The administrator's lists of accounts; the member's Members page is `members` too. */
export const memberPageSchema = pageOf('members', accountSchema);
export type MemberPage = z.infer<typeof memberPageSchema>;
export const supplierPageSchema = pageOf('suppliers', accountSchema);
export type SupplierPage = z.infer<typeof supplierPageSchema>;
export const distributorPageSchema = pageOf('distributors', accountSchema);
export type DistributorPage = z.infer<typeof distributorPageSchema>;
/** Each kind of account's page, for the routes registered once per kind. */
export const managedUserPageSchemas = { member: memberPageSchema, supplier: supplierPageSchema, distributor: distributorPageSchema } as const;

const requiredField = textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired });

/** Text fields of the multipart create form (the picture is required too). */
export const userCreateSchema = z.object({
  name: requiredField.max(200),
  email: textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired }).pipe(emailSchema),
  phone: requiredField.max(50),
  address: requiredField.max(500),
  expiryLotPreferences: z.preprocess((v) => (v === '' ? undefined : v), expiryLotPreferencesSchema.optional()),
});

/** Text fields of the multipart edit form: each optional, none blank; isActive as 'true' or 'false'. */
export const userUpdateSchema = profileUpdateSchema.extend({
  expiryLotPreferences: z.preprocess((v) => (v === '' ? undefined : v), expiryLotPreferencesSchema.optional()),
  isActive: z
    .enum(['true', 'false'], { error: 'validation.isActiveBoolean' })
    .transform((v) => v === 'true')
    .optional(),
});

export const userNameSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** In a supplier's distributor list: whether the supplier already works with that distributor. */
  selected: z.boolean().optional(),
});
export type UserName = z.infer<typeof userNameSchema>;

export const impersonateSchema = z.object({ userId: z.uuid({ error: 'validation.impersonateUser' }) });

/* ---------- locations ---------- */

const locationField = (message: string, max = 200) =>
  textSchema({ error: message }).trim().min(1, { error: message }).max(max, { error: 'validation.tooLong' });

/** A location form, with the spec's per-field messages and the Canadian postal-code rule. */
export const locationInputSchema = z.object({
  name: locationField(MESSAGE_KEYS.locationNameRequired),
  line1: locationField(MESSAGE_KEYS.line1Required),
  line2: locationField(MESSAGE_KEYS.line2Required),
  postalCode: locationField(MESSAGE_KEYS.postalCodeRequired, 10)
    .regex(POSTAL_CODE_PATTERN, { error: MESSAGE_KEYS.invalidPostalCode })
    // Stored the way Canada Post writes it: upper case, one space.
    .transform((code) => `${code.slice(0, 3)} ${code.slice(-3)}`.toUpperCase()),
  comment: textSchema().trim().max(1000, { error: 'validation.commentTooLong' }).optional().default(''),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

const partySchema = z.object({ _id: z.uuid(), name: z.string(), profilePic: z.string().nullable() });

/** The administrator approves or denies a pending location; its owner edits it (and may delete it unless it is in use). */
export const locationAbilitiesSchema = abilities(['approve', 'deny', 'edit', 'delete']);

export const locationSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  comment: z.string(),
  status: z.enum(LOCATION_STATUSES),
  supplierId: z.uuid().nullable(),
  distributorId: z.uuid().nullable(),
  Supplier: partySchema.nullable(),
  Distributor: partySchema.nullable(),
  /** Why it was denied, when the one who denied it said (null otherwise). */
  decisionReason: z.string().nullable(),
  /** Bumped by every change; a decision names the version it was shown. */
  version: z.number().int(),
  abilities: locationAbilitiesSchema,
  createdAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationPageSchema = pageOf('locations', locationSchema);
export type LocationPage = z.infer<typeof locationPageSchema>;
/** The supplier's own locations and its distributors': the spec names this list `data`. */
export const supplierLocationPageSchema = pageOf('data', locationSchema);
export type SupplierLocationPage = z.infer<typeof supplierLocationPageSchema>;

export const distributorSelectionSchema = z.object({
  distributorIds: z
    .array(z.uuid({ error: 'validation.distributorIdInvalid' }), { error: 'validation.distributorsRequired' })
    .min(1, { error: 'validation.distributorsRequired' })
    .max(100),
});

/* ---------- products ---------- */

const fillAll = MESSAGE_KEYS.fillAllRequired;
const requiredProductText = (max: number) => textSchema({ error: fillAll }).trim().min(1, { error: fillAll }).max(max, { error: 'validation.tooLong' });

const priceSchema = textSchema({ error: fillAll })
  .trim()
  .min(1, { error: fillAll })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'validation.priceFormat' })
  .refine((price) => Number(price) <= MAX_PRICE, { error: 'validation.priceMax' });

const minimumOrderSizeSchema = textSchema({ error: fillAll })
  .trim()
  .min(1, { error: fillAll })
  .regex(/^[1-9]\d{0,8}$/, { error: 'validation.minimumOrderSize' })
  .transform(Number);

/** A GTIN as typed (8, 12, 13 or 14 digits with a valid check digit), stored as 14 digits; empty for none. */
const gtinInputSchema = textSchema({ error: 'validation.gtinInvalid' })
  .trim()
  .refine((gtin) => gtin === '' || normalizeGtin(gtin) !== null, { error: 'validation.gtinInvalid' })
  .transform((gtin) => (gtin === '' ? null : normalizeGtin(gtin)));

/** Text fields of the multipart product form (the image is required on create, the GTIN optional). */
export const productCreateSchema = z.object({
  productId: requiredProductText(50),
  gtin: gtinInputSchema.optional(),
  name: requiredProductText(200),
  brand: requiredProductText(200),
  contractNumber: requiredProductText(100),
  price: priceSchema,
  minimumOrderSize: minimumOrderSizeSchema,
  supplierId: textSchema({ error: fillAll })
    .trim()
    .min(1, { error: fillAll })
    .pipe(z.uuid({ error: 'validation.supplierChoose' })),
});
export const productUpdateSchema = productCreateSchema.partial();

/** Product lists; a member may ask for only the products not yet in its Reserve Drug Supply. */
export const productListQuerySchema = listQuerySchema.extend({
  filter: z.enum(['notInReserve'], { error: 'validation.productFilter' }).optional(),
});

/** A product's GS1 GTIN: 14 digits with a valid check digit, or null when it has none. */
const gtinSchema = z.string().nullable();

/** The administrator edits a product, and deletes one that no stock or invoice refers to. */
export const productAbilitiesSchema = abilities(['edit', 'delete']);

/* ---------- supply chain ---------- */

const fill = MESSAGE_KEYS.fillRequired;
const chainText = (max: number) => textSchema({ error: fill }).trim().min(1, { error: fill }).max(max, { error: 'validation.tooLong' });
const chainTypeSchema = z.enum(SUPPLY_CHAIN_TYPES, {
  error: 'validation.chainTypeOneOf',
});
const flagSchema = z.enum(SUPPLY_CHAIN_FLAGS, { error: 'validation.flagOneOf' });

/** A material supplier, manufacturing facility or warehouse: name and address required (postal codes may be foreign). */
export const supplyChainItemInputSchema = z.object({
  name: chainText(200),
  line1: chainText(200),
  line2: chainText(200),
  postalCode: chainText(20),
  type: chainTypeSchema,
});
export const supplyChainItemUpdateSchema = z
  .object({
    id: textSchema().optional(),
    supplyChainId: textSchema().optional(),
    name: chainText(200).optional(),
    line1: chainText(200).optional(),
    line2: chainText(200).optional(),
    postalCode: chainText(20).optional(),
    flag: flagSchema.nullable().optional(),
    notify: z.boolean().optional(),
  })
  .refine((item) => ['name', 'line1', 'line2', 'postalCode', 'flag'].some((key) => item[key as keyof typeof item] !== undefined), {
    error: 'validation.partnerNothingToChange',
  });
export const supplyChainDeleteSchema = z.object({ type: chainTypeSchema });

export const supplyChainItemSchema = z.object({
  _id: z.uuid(),
  type: chainTypeSchema,
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  flag: flagSchema.nullable(),
});
export type SupplyChainItem = z.infer<typeof supplyChainItemSchema>;

export const productSchema = z.object({
  _id: z.uuid(),
  productId: z.string(),
  gtin: gtinSchema,
  name: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  contractNumber: z.string(),
  price: z.number(),
  minimumOrderSize: z.number().int(),
  supplierId: z.uuid(),
  Supplier: z.object({ _id: z.uuid(), name: z.string(), email: z.string(), address: z.string(), profilePic: z.string().nullable() }),
  /** False while its supply chain awaits the administrator ('Pending for Approval'). */
  isApproved: z.boolean(),
  supplyChainId: z.uuid().nullable(),
  /** Its supply chain's partners by kind (the chain card's lists); empty until a partner is added. */
  materialSuppliers: z.array(supplyChainItemSchema),
  manufacturingFacilities: z.array(supplyChainItemSchema),
  warehouses: z.array(supplyChainItemSchema),
  abilities: productAbilitiesSchema,
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageOf('products', productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** The supplier submits a chain naming a partner; the administrator approves or denies a pending one. */
export const supplyChainAbilitiesSchema = abilities(['submit', 'approve', 'deny']);

/** One product's supply chain card; `_id` is null until its first partner is added. */
export const supplyChainSchema = z.object({
  _id: z.uuid().nullable(),
  status: z.enum(SUPPLY_CHAIN_STATUSES),
  isApproved: z.boolean(),
  Product: z.object({
    _id: z.uuid(),
    productId: z.string(),
    gtin: gtinSchema,
    name: z.string(),
    brand: z.string(),
    image: z.string().nullable(),
    isApproved: z.boolean(),
    Supplier: z.object({ _id: z.uuid(), name: z.string(), profilePic: z.string().nullable() }),
  }),
  materialSuppliers: z.array(supplyChainItemSchema),
  manufacturingFacilities: z.array(supplyChainItemSchema),
  warehouses: z.array(supplyChainItemSchema),
  submittedAt: z.string().nullable(),
  /** Why it was denied, when the one who denied it said (null otherwise). */
  decisionReason: z.string().nullable(),
  /** Bumped by every change of the chain or its partners; a decision names the version it was shown (0 before the chain exists). */
  version: z.number().int(),
  abilities: supplyChainAbilitiesSchema,
});
export type SupplyChain = z.infer<typeof supplyChainSchema>;

export const supplyChainPageSchema = pageOf('supplychain', supplyChainSchema);
export type SupplyChainPage = z.infer<typeof supplyChainPageSchema>;

/* ---------- the administrator's queries list ---------- */

/** Queries sort only by time. */
export const queryListSchema = listQuerySchema.extend({
  sort: z.enum(['newest', 'oldest'], { error: 'validation.sortNewestOldest' }).default('newest'),
});

const querySenderSchema = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), type: userTypeSchema, profilePic: z.string().nullable() });

export const queryRecordSchema = z.object({
  _id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Who sent it: a member, supplier or distributor. */
  Sender: querySenderSchema,
  /** The spec's names for the sender: the one of its type carries `Sender`, the others are null. */
  Supplier: querySenderSchema.nullable(),
  Member: querySenderSchema.nullable(),
  Distributor: querySenderSchema.nullable(),
});

export const queryPageSchema = pageOf('queries', queryRecordSchema);
export type QueryPage = z.infer<typeof queryPageSchema>;

/* ---------- stock, par-level requests, invoices ---------- */

const wholeUnits = (key: 'parLevel') =>
  z
    .number({ error: `validation.${key}Whole` })
    .int({ error: `validation.${key}Whole` })
    .min(1, { error: `validation.${key}Positive` })
    .max(MAX_UNITS, { error: `validation.${key}TooLarge` });

/** Units on one line of a proposal or an order: a whole number from 1 to MAX_UNITS. */
const lineUnits = z.coerce
  .number({ error: MESSAGE_KEYS.fillRequired })
  .int({ error: 'validation.unitsWholeNumbers' })
  .min(1, { error: MESSAGE_KEYS.fillRequired })
  .max(MAX_UNITS, { error: 'validation.unitsPerLineMax' });

const minimumExpirySchema = z
  .number({ error: 'validation.minimumExpiryNumber' })
  .int({ error: 'validation.minimumExpiryWhole' })
  .min(MINIMUM_EXPIRY_MONTHS.min, { error: 'validation.minimumExpiryRange' })
  .max(MINIMUM_EXPIRY_MONTHS.max, { error: 'validation.minimumExpiryRange' });

export const sureSupplyEnrolSchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'validation.productIdInvalid' }), { error: 'validation.productsRequired' })
    .min(1, { error: 'validation.productsRequired' })
    .max(100),
});

export const parLevelRequestSchema = z.object({
  stockId: z.uuid({ error: 'validation.stockChoose' }),
  requestedParLevel: wholeUnits('parLevel'),
  minimumExpiry: minimumExpirySchema,
});
export const parLevelUpdateSchema = parLevelRequestSchema.omit({ stockId: true });

export const STOCK_FILTERS = ['belowPar', 'openRequest', 'atRisk'] as const;
/** Stock lists also sort by days of cover, fewest first (stocks without usage last). */
export const STOCK_SORTS = [...SORTS, 'cover'] as const;
export const stockListQuerySchema = listQuerySchema.extend({
  filter: z.enum(STOCK_FILTERS, { error: 'validation.stockFilterOneOf' }).optional(),
  sort: z.enum(STOCK_SORTS, { error: 'validation.stockSortOneOf' }).default('newest'),
});

const isoDate = textSchema({ error: MESSAGE_KEYS.fillRequired })
  .trim()
  .min(1, { error: MESSAGE_KEYS.fillRequired })
  .refine(isIsoDate, { error: 'validation.expiryIsoDate' });

/** One proposed line: a new lot for an increase. */
export const proposedLotSchema = z.object({
  locationId: z.uuid({ error: MESSAGE_KEYS.fillRequired }),
  lotNumber: textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired }).max(100),
  expiry: isoDate,
  assignedUnits: lineUnits,
});
/** One line of a decrease: units taken from an existing lot of the stock. */
export const withdrawnLotSchema = z.object({
  stockUnitId: z.uuid({ error: 'validation.withdrawLotChoose' }),
  assignedUnits: lineUnits,
});
/**
 * The supplier's proposal: new lots (proposedLotSchema) for an increase, or lots to withdraw
 * (withdrawnLotSchema) for a decrease; the API checks each line against the request's kind.
 */
export const stockProposalSchema = z.object({
  stocks: z.array(z.looseObject({}), { error: MESSAGE_KEYS.fillRequired }).max(200, { error: 'validation.linesMax' }),
});
export type ProposedLot = z.infer<typeof proposedLotSchema>;
export type WithdrawnLot = z.infer<typeof withdrawnLotSchema>;

/**
 * The body of a decision (approve, deny): the version of the record the person was shown. A
 * decision on a record that changed since is refused (STALE_VERSION), so nobody approves what
 * they did not see. Optional, because the spec's calls send no body: without it the decision
 * applies to the record as it stands.
 */
/**
 * Why a record was denied: optional, shown to the requester on the record and in the deny
 * notification. Blank reads as none; longer than DECISION_REASON_MAX is a 400.
 */
export const decisionReasonSchema = textSchema({ error: 'validation.reasonText' })
  .trim()
  .max(DECISION_REASON_MAX, { error: 'validation.reasonTooLong' })
  .optional();

export const decisionSchema = z
  .object({
    version: z.number({ error: 'validation.versionShown' }).int({ error: 'validation.versionWhole' }).min(0).optional(),
    /** With a denial: why (stored on the record; ignored on an approval). */
    reason: decisionReasonSchema,
  })
  .nullish();
export type Decision = z.infer<typeof decisionSchema>;

export const commentCreateSchema = z.object({
  comment: textSchema({ error: 'validation.commentRequired' }).trim().min(1, { error: 'validation.commentRequired' }).max(5000),
});

const locationBrief = z.object({ _id: z.uuid(), name: z.string(), line1: z.string(), line2: z.string(), postalCode: z.string() });
const personBrief = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), address: z.string(), profilePic: z.string().nullable() });
const productBrief = z.object({
  _id: z.uuid(),
  productId: z.string(),
  gtin: gtinSchema,
  name: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  contractNumber: z.string(),
});

/** The operator of the lot's location (its supplier or distributor) and the administrator adjust its units. */
export const lotAbilitiesSchema = abilities(['adjust']);

export const stockUnitSchema = z.object({
  _id: z.uuid(),
  abilities: lotAbilitiesSchema,
  Location: locationBrief,
  /** Units the lot holds. */
  assignedUnits: z.number().int(),
  /** Of those, units held for pending transfers; available = assignedUnits - reservedUnits, and none while recalled. */
  reservedUnits: z.number().int(),
  availableUnits: z.number().int(),
  lotNumber: z.string(),
  expiry: z.string(),
  /** An active recall froze the lot: no order, transfer or replacement may take it, and it leaves the figures. */
  recalled: z.boolean(),
  /** That recall (its number is the one people quote); null when the lot is not frozen. */
  recall: z.object({ _id: z.uuid(), recallNumber: z.number().int() }).nullable(),
});

const openRequestSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(STOCK_REQUEST_KINDS),
  status: z.enum(STOCK_REQUEST_STATUSES),
  requestedParLevel: z.number().int(),
  minimumExpiry: z.number().int(),
});

/**
 * The member who holds a stock orders from it, transfers from it and asks for a par-level change while none is open.
 * It may also consent to replacements (setReplacable) and ask for one (replace); its supplier may replace
 * only while the member consents (isReplacable).
 */
export const stockAbilitiesSchema = abilities(['order', 'transfer', 'increase', 'decrease', 'replace', 'setReplacable']);

/** A member's stock of one product: what the spec calls assigned stock. */
export const stockSchema = z.object({
  _id: z.uuid(),
  parLevel: z.number().int(),
  minimumExpiry: z.number().int(),
  totalAssignedUnits: z.number().int(),
  /** Of those, units of lots an active recall froze (less those already held): shown apart, never available. */
  recalledUnits: z.number().int(),
  isReplacable: z.boolean(),
  /**
   * Where its par level stands (`stockStatus`): the status of its open par-level request, else
   * ASSIGNED once a par level was assigned, else null (enrolled, nothing asked yet).
   */
  status: z.enum(STOCK_REQUEST_STATUSES).nullable(),
  Product: productBrief,
  Member: personBrief,
  Supplier: personBrief,
  StockUnits: z.array(stockUnitSchema),
  /** The request in progress for this stock, if any. */
  openRequest: openRequestSchema.nullable(),
  requestedParLevel: z.number().int().nullable(),
  requestedMinExpiry: z.number().int().nullable(),
  /** Units ordered per month over the last whole months (figures.ts); null with less than a whole month of history. */
  averageMonthlyUsage: z.number().nullable(),
  /** Days the available units (on hand less held and recalled) last at that usage; null without usage. */
  daysOfCover: z.number().nullable(),
  /** Fewer days of cover than the lead time, or fewer units on hand than the par level. */
  atRisk: z.boolean(),
  abilities: stockAbilitiesSchema,
  createdAt: z.string(),
});
export type Stock = z.infer<typeof stockSchema>;

export const stockPageSchema = pageOf('stocks', stockSchema);
export type StockPage = z.infer<typeof stockPageSchema>;
/** The member's reserve (Sure Supply): its stocks, under the spec's `stock`. */
export const sureSupplyPageSchema = pageOf('stock', stockSchema);
export type SureSupplyPage = z.infer<typeof sureSupplyPageSchema>;

/** What the stocks' figures are computed from (figures.ts), for the screens' line that explains them. */
export const figureBasisSchema = z.object({
  /** Whole calendar months the average monthly usage covers (USAGE_WINDOW_MONTHS, as of the last refresh). */
  usageWindowMonths: z.number().int(),
  /** A stock with fewer days of cover than this is at risk (LEAD_TIME_DAYS). */
  leadTimeDays: z.number().int(),
  /** Days in an average month: monthly usage ÷ this = daily usage. */
  daysPerMonth: z.number(),
  /** The day (YYYY-MM-DD) the averages were last computed for; null before the first refresh. */
  asOf: z.string().nullable(),
});
export type FigureBasis = z.infer<typeof figureBasisSchema>;

export const stockRequestUnitSchema = z.object({
  _id: z.uuid(),
  locationId: z.uuid(),
  stockUnitId: z.uuid().nullable(),
  assignedUnits: z.number().int(),
  expiry: z.string(),
  lotNumber: z.string(),
  Location: locationBrief,
});

export const commentSchema = z.object({
  _id: z.uuid(),
  comment: z.string(),
  date: z.string(),
  senderType: z.enum(['MEMBER', 'SUPPLIER', 'HEALTHPRO', 'DISTRIBUTOR']),
  Sender: z.object({ _id: z.uuid(), name: z.string(), profilePic: z.string().nullable() }),
});
export type Comment = z.infer<typeof commentSchema>;

/** What a par-level request and a replenishment share: the proposed lots, the comments, the version. */
const proposalParts = {
  StockRequestUnits: z.array(stockRequestUnitSchema),
  /** The thread, newest first, when one record is asked for (its page, a change's answer); empty in a list. */
  StockRequestComments: z.array(commentSchema),
  /** How many comments the record has (a list row shows this, not the thread). */
  commentCount: z.number().int(),
  /** Bumped by every change (an edit, a revised proposal); a decision names the version it was shown. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Each the workflow's event of that name (the member edits or approves the proposal, the administrator decides, the supplier proposes and marks it assigned), and a comment. */
export const stockRequestAbilitiesSchema = abilities(['edit', 'approve', 'deny', 'propose', 'approveProposal', 'markAssigned', 'comment']);

export const stockRequestSchema = z.object({
  _id: z.uuid(),
  /** The stock it changes (`Stock._id`), at the top as the spec's new request answers it. */
  stockId: z.uuid(),
  kind: z.enum(STOCK_REQUEST_KINDS),
  status: z.enum(STOCK_REQUEST_STATUSES),
  parLevel: z.number().int(),
  requestedParLevel: z.number().int(),
  minimumExpiry: z.number().int(),
  /** Units the proposal must add (increase) or withdraw (decrease). */
  unitsToAssign: z.number().int(),
  invoiceId: z.uuid().nullable(),
  Stock: z.object({ _id: z.uuid(), parLevel: z.number().int(), totalAssignedUnits: z.number().int(), minimumExpiry: z.number().int(), Product: productBrief }),
  Member: personBrief,
  Supplier: personBrief,
  /** The distributor of the proposed lots' locations (the first line's when they differ); null until lots at a distributor's location are proposed. */
  distributorId: z.uuid().nullable(),
  /** Why it was denied, when the one who denied it said (null otherwise). */
  decisionReason: z.string().nullable(),
  ...proposalParts,
  abilities: stockRequestAbilitiesSchema,
});
export type StockRequest = z.infer<typeof stockRequestSchema>;

export const stockRequestPageSchema = pageOf('requests', stockRequestSchema);
export type StockRequestPage = z.infer<typeof stockRequestPageSchema>;

export const invoiceSchema = z.object({
  _id: z.uuid(),
  invoiceId: z.number().int(),
  createdAt: z.string(),
  /** units x unit price, before tax; the page adds TAX_RATE. */
  finalAmount: z.number(),
  units: z.number().int(),
  Supplier: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string(), profilePic: z.string().nullable() }),
  /** The invoice prints in the member's language (null: the reader's). */
  Member: z.object({ name: z.string(), email: z.string(), address: z.string(), language: z.enum(LANGUAGES).nullable() }),
  Product: z.object({ name: z.string(), price: z.number(), productId: z.string(), gtin: gtinSchema }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/* ---------- orders ---------- */

/** One line of an order: units taken from one lot of the stock. Each line becomes one order. */
export const orderLineSchema = z.object({
  stockUnitId: z.uuid({ error: 'validation.orderLotChoose' }),
  units: z
    .number({ error: 'validation.unitsWholeNumber' })
    .int({ error: 'validation.unitsWholeNumber' })
    .min(1, { error: 'validation.orderUnitsMin' })
    .max(MAX_UNITS, { error: 'validation.unitsPerLineMax' }),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** `POST member/stock/{stockId}/order`. */
export const orderCreateSchema = z.object({
  orderUnits: z
    .array(orderLineSchema, { error: MESSAGE_KEYS.noStockForOrder })
    .min(1, { error: MESSAGE_KEYS.noStockForOrder })
    .max(200, { error: 'validation.orderLotsMax' }),
});

/** `GET member/stock/{id}/allocation?units=N`: how many units to take from the stock's lots. */
export const allocationQuerySchema = z.object({
  units: z.coerce
    .number({ error: 'validation.allocationUnits' })
    .int({ error: 'validation.allocationUnits' })
    .min(1, { error: 'validation.allocationUnits' })
    .max(MAX_UNITS, { error: 'validation.allocationUnits' }),
});

/** Units to take from each lot, earliest expiry first, and how many the lots could not give. */
export const allocationSchema = z.object({
  lines: z.array(z.object({ stockUnitId: z.uuid(), lotNumber: z.string(), expiry: z.string(), units: z.number().int() })),
  shortBy: z.number().int(),
});
export type Allocation = z.infer<typeof allocationSchema>;

/** `GET {usertype}/lots/recall?gtin=&lotNumber=`: a scanned pack's product (its GTIN) and lot. */
export const lotRecallQuerySchema = z.object({
  gtin: textSchema({ error: 'validation.gtinInvalid' }).refine((gtin) => normalizeGtin(gtin) !== null, { error: 'validation.gtinInvalid' }),
  lotNumber: textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired }).max(100),
});
/** The active recall that names that lot of that product (every lot when it names none), or null. */
export const lotRecallSchema = z.object({ recall: z.object({ _id: z.uuid(), recallNumber: z.number().int() }).nullable() });
export type LotRecall = z.infer<typeof lotRecallSchema>;

/** `PATCH {type}/order/{id}/dispatch`: which list the dispatch belongs to. */
export const orderDispatchSchema = z.object({
  type: z.enum(ORDER_TYPES, { error: 'validation.orderTypeOneOf' }),
});

/** Approve (the member, an expiring-lot order waiting), dispatch (its shipper), complete (the member, once shipped). */
export const orderAbilitiesSchema = abilities(['approve', 'dispatch', 'complete']);

/** An order: units of one lot of a member's stock, on their way from a location to the member. */
export const orderSchema = z.object({
  _id: z.uuid(),
  /** The order number people read. */
  orderId: z.number().int(),
  orderDate: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  isApproved: z.boolean(),
  units: z.number().int(),
  lotNumber: z.string(),
  unitsExpiry: z.string(),
  distributorId: z.uuid().nullable(),
  Stock: z.object({ _id: z.uuid(), Product: productBrief }),
  Location: locationBrief,
  Member: personBrief,
  Supplier: personBrief,
  Distributor: personBrief.nullable(),
  /** Bumped by every transition; see decision 007. */
  version: z.number().int(),
  abilities: orderAbilitiesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Orders, and expiring-lot orders: the same page. */
export const orderPageSchema = pageOf('orders', orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/* ---------- replenishments ---------- */

/** `POST supplier/stockreplenish/{id}/replenish`: new lots, checked like an increase's proposal. */
export const replenishSchema = stockProposalSchema;

/** `PATCH|POST member/stockreplenish/{id}/status`: the member's decision on the proposed lots, as shown (`version`). */
export const replenishmentDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'DENIED'], { error: 'validation.decisionStatus' }),
  version: z.number({ error: 'validation.versionWhole' }).int({ error: 'validation.versionWhole' }).min(0).optional(),
  /** With DENIED: why (stored on the replenishment; ignored with APPROVED). */
  reason: decisionReasonSchema,
});

/** The supplier proposes lots (replenish) and marks them paid, the member approves or denies them; any party comments. */
export const replenishmentAbilitiesSchema = abilities(['replenish', 'approve', 'deny', 'markPaid', 'comment']);

/** A task to bring a stock back to its par level after units left it. */
export const replenishmentSchema = z.object({
  _id: z.uuid(),
  status: z.enum(REPLENISHMENT_STATUSES),
  /** Units to be replenished: the stock's shortfall when the task was opened (or last grew). */
  units: z.number().int(),
  invoiceId: z.uuid().nullable(),
  Stock: z.object({
    _id: z.uuid(),
    parLevel: z.number().int(),
    totalAssignedUnits: z.number().int(),
    minimumExpiry: z.number().int(),
    Product: productBrief,
  }),
  Member: personBrief,
  Supplier: personBrief,
  /** Why it was denied, when the one who denied it said (null otherwise). */
  decisionReason: z.string().nullable(),
  /** The proposed lots and comments, named as a stock request's (as the spec names them). */
  ...proposalParts,
  abilities: replenishmentAbilitiesSchema,
});
export type Replenishment = z.infer<typeof replenishmentSchema>;

export const replenishmentPageSchema = pageOf('requests', replenishmentSchema);
export type ReplenishmentPage = z.infer<typeof replenishmentPageSchema>;

/* ---------- transfers between members ---------- */

/** `POST member/stock/{stockId}/transfer/request`: the recipient and the units of each lot to move. */
export const transferRequestSchema = z.object({
  memberId: z.uuid({ error: 'validation.transferMemberChoose' }),
  stockUnits: z
    .array(orderLineSchema, { error: MESSAGE_KEYS.noStockForTransfer })
    .min(1, { error: MESSAGE_KEYS.noStockForTransfer })
    .max(200, { error: 'validation.transferLotsMax' }),
});

const memberBrief = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), address: z.string(), profilePic: z.string().nullable() });

/** The recipient approves or denies a pending transfer. */
export const transferAbilitiesSchema = abilities(['approve', 'deny']);

/** A transfer of units between two members' stocks of one product. */
export const transferSchema = z.object({
  _id: z.uuid(),
  status: z.enum(TRANSFER_STATUSES),
  senderMember: memberBrief,
  recipientMember: memberBrief,
  Stock: z.object({ _id: z.uuid(), parLevel: z.number().int(), Product: productBrief }),
  Supplier: personBrief,
  StockTransferUnits: z.array(
    z.object({
      _id: z.uuid(),
      units: z.number().int(),
      StockUnit: z.object({ _id: z.uuid(), lotNumber: z.string(), expiry: z.string(), Location: locationBrief }),
    }),
  ),
  /** Total units the transfer moves. */
  units: z.number().int(),
  version: z.number().int(),
  abilities: transferAbilitiesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferPageSchema = pageOf('transfers', transferSchema);
export type TransferPage = z.infer<typeof transferPageSchema>;

/* ---------- replacements (stock rotation) ---------- */

/** `PATCH member/stock/{id}`: the member's consent that its supplier may replace the stock's lots. */
export const stockReplacableSchema = z.object({
  isReplacable: z.boolean({ error: 'validation.isReplacableBoolean' }),
});
export type StockReplacable = z.infer<typeof stockReplacableSchema>;

/** `POST {member|supplier}/stock/{id}/replace`: units of the stock's lots to take out, held until the member decides. */
export const replaceStockSchema = z.object({
  stockUnits: z
    .array(orderLineSchema, { error: 'validation.replaceLotsChoose' })
    .min(1, { error: 'validation.replaceLotsChoose' })
    .max(200, { error: 'validation.linesMax' }),
  note: textSchema({ error: 'validation.noteText' }).trim().max(1000, { error: 'validation.noteMax' }).optional(),
});
export type ReplaceStock = z.infer<typeof replaceStockSchema>;

/** `POST supplier/stockreplacement/{id}/assign`: the fresher lots, checked like a replenishment's (as many units in as out). */
export const replacementAssignSchema = z.object({
  stocks: z
    .array(proposedLotSchema, { error: MESSAGE_KEYS.fillRequired })
    .min(1, { error: MESSAGE_KEYS.fillRequired })
    .max(200, { error: 'validation.linesMax' }),
});
export type ReplacementAssign = z.infer<typeof replacementAssignSchema>;

/** The supplier assigns (and revises) the fresher lots, the member approves or denies; any party comments. */
export const replacementAbilitiesSchema = abilities(['assign', 'approve', 'deny', 'comment']);

/** A replacement of units of a stock's lots by fresher lots of the supplier's. */
export const replacementSchema = z.object({
  _id: z.uuid(),
  status: z.enum(REPLACEMENT_STATUSES),
  /** Bumped by every change (a revised assignment too); a decision names the version it was shown. */
  version: z.number().int(),
  /** Who opened it: the member, or the supplier on a stock whose member consents. */
  requestedBy: z.enum(['member', 'supplier']),
  note: z.string().nullable(),
  /** Total units taken out (and so put in). */
  units: z.number().int(),
  Stock: z.object({
    _id: z.uuid(),
    parLevel: z.number().int(),
    minimumExpiry: z.number().int(),
    isReplacable: z.boolean(),
    Product: productBrief,
  }),
  Member: personBrief,
  Supplier: personBrief,
  /** The units taken out, held on their lots until the member decides. */
  StockReplacementUnits: z.array(
    z.object({
      _id: z.uuid(),
      units: z.number().int(),
      StockUnit: z.object({ _id: z.uuid(), lotNumber: z.string(), expiry: z.string(), Location: locationBrief }),
    }),
  ),
  /** The fresher lots the supplier proposes (empty until assigned). */
  StockReplacementLots: z.array(
    z.object({ _id: z.uuid(), lotNumber: z.string(), expiry: z.string(), assignedUnits: z.number().int(), Location: locationBrief }),
  ),
  /** The thread, newest first, when one record is asked for; empty in a list. */
  comments: z.array(commentSchema),
  /** How many comments the record has (a list row shows this, not the thread). */
  commentCount: z.number().int(),
  abilities: replacementAbilitiesSchema,
  /** The recall whose frozen units it takes out (its supplier offered it; they leave as the recall's disposition); null for a rotation. */
  recall: z.object({ _id: z.uuid(), recallNumber: z.number().int(), class: z.enum(RECALL_CLASSES), status: z.enum(RECALL_STATUSES) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Replacement = z.infer<typeof replacementSchema>;

export const replacementPageSchema = pageOf('requests', replacementSchema);
export type ReplacementPage = z.infer<typeof replacementPageSchema>;

/** One row of Total Stock: a product at a location, with the lots members hold there. */
export const stockAggregateSchema = z.object({
  Product: productBrief,
  Location: locationBrief,
  /** The spec's names for `Product` and `Location` (the same objects), answered beside them. */
  product: productBrief,
  location: locationBrief,
  totalUnits: z.number().int(),
  /** Of those, units of lots an active recall froze. */
  recalledUnits: z.number().int(),
  stockUnits: z.array(
    z.object({
      _id: z.uuid(),
      assignedUnits: z.number().int(),
      lotNumber: z.string(),
      expiry: z.string(),
      /** An active recall froze the lot. */
      recalled: z.boolean(),
      Member: z.object({ _id: z.uuid(), name: z.string() }),
    }),
  ),
});
export type StockAggregate = z.infer<typeof stockAggregateSchema>;

export const stockAggregatePageSchema = pageOf('stocks', stockAggregateSchema);
export type StockAggregatePage = z.infer<typeof stockAggregatePageSchema>;

/* ---------- decision-support figures (decision 020) ---------- */

export const expiryRiskQuerySchema = listQuerySchema.pick({ limit: true, skip: true }).extend({
  months: z.coerce
    .number({ error: 'validation.horizonMonths' })
    .int({ error: 'validation.horizonMonths' })
    .min(FIGURE_SETTINGS.expiryHorizonMonths.min, { error: 'validation.horizonMonths' })
    .max(FIGURE_SETTINGS.expiryHorizonMonths.max, { error: 'validation.horizonMonths' })
    .default(FIGURE_SETTINGS.expiryHorizonMonths.default),
});
export type ExpiryRiskQuery = z.infer<typeof expiryRiskQuerySchema>;

/** A lot with units projected to expire unused (figures.ts `expiryRisk`); value = units x the product's price. */
export const lotAtRiskSchema = z.object({
  stockUnitId: z.uuid(),
  stockId: z.uuid(),
  memberId: z.uuid(),
  productId: z.uuid(),
  lotNumber: z.string(),
  expiry: z.string(),
  /** Units the lot holds, less those held for pending transfers. */
  units: z.number().int(),
  unitsAtRisk: z.number().int(),
  valueAtRisk: z.number(),
  /** Of the lot's stock, units of lots an active recall froze (its `recalledUnits`): left out of the risk, said apart. */
  recalledUnits: z.number().int(),
  Product: productBrief,
  Member: personBrief,
  Location: locationBrief,
});
export type LotAtRisk = z.infer<typeof lotAtRiskSchema>;

export const expiryRiskSchema = z.object({
  /** The day the figures are projected from (YYYY-MM-DD). */
  asOf: z.string(),
  /** Every month of the horizon, in order, with the units and value at risk of the lots expiring in it. */
  months: z.array(z.object({ month: z.string(), units: z.number().int(), value: z.number() })),
  /** A page of the lots at risk, most value first. */
  lots: z.array(lotAtRiskSchema),
  /** How many lots are at risk in the horizon. */
  total: z.number().int(),
  /** Units of lots an active recall froze that the reader sees, expiring in the horizon (less those held): left out of the risk, said apart. */
  recalledUnits: z.number().int(),
});
export type ExpiryRisk = z.infer<typeof expiryRiskSchema>;

/** The redistribution list's paging (it is sorted by value saved, most first, and has no search). */
export const redistributionQuerySchema = listQuerySchema.pick({ limit: true, skip: true });
export type RedistributionQuery = z.infer<typeof redistributionQuerySchema>;

/**
 * Units of a lot at risk that another member short of the product would use before it expires
 * (figures.ts `shareLotsAtRisk`); valueSaved = units x the product's price.
 */
export const redistributionSchema = z.object({
  fromMemberId: z.uuid(),
  toMemberId: z.uuid(),
  productId: z.uuid(),
  /** The holder's stock the lot belongs to: the transfer is requested from it. */
  stockId: z.uuid(),
  stockUnitId: z.uuid(),
  lotNumber: z.string(),
  expiry: z.string(),
  units: z.number().int(),
  valueSaved: z.number(),
  FromMember: personBrief,
  ToMember: personBrief,
  Product: productBrief,
});
export type Redistribution = z.infer<typeof redistributionSchema>;
export const redistributionPageSchema = pageOf('suggestions', redistributionSchema).extend({
  /** The value all the suggestions would save (every page's, not only this one's). */
  valueSaved: z.number(),
});
export type RedistributionPage = z.infer<typeof redistributionPageSchema>;

/* ---------- supply-chain risk (decision 020) ---------- */

export const supplyRiskQuerySchema = listQuerySchema.pick({ limit: true, skip: true, search: true });
export type SupplyRiskQuery = z.infer<typeof supplyRiskQuerySchema>;

/**
 * A product's supply-chain risk: who holds its units (approved locations, and their distributors),
 * the flags of its supply chain, its programme-wide units and days of cover, and why it is at risk.
 */
export const supplyRiskSchema = z.object({
  Product: productBrief,
  Supplier: z.object({ _id: z.uuid(), name: z.string() }),
  /** Its supply chain, when it has one (the administrator's /supplychain/{id}). */
  supplyChainId: z.uuid().nullable(),
  /** The distributors whose approved locations hold its units, most units first. */
  distributors: z.array(z.object({ _id: z.uuid(), name: z.string(), units: z.number().int() })),
  /** The approved locations holding its units, most units first; a supplier's own location has no distributor. */
  locations: z.array(z.object({ _id: z.uuid(), name: z.string(), distributorId: z.uuid().nullable(), units: z.number().int() })),
  /** The flagged partners of its supply chain, red first. */
  flags: z.array(z.object({ _id: z.uuid(), type: chainTypeSchema, name: z.string(), flag: flagSchema })),
  redFlags: z.number().int(),
  yellowFlags: z.number().int(),
  /** Units members hold of it, programme-wide (every location). */
  units: z.number().int(),
  /** Of those, what is neither held for pending transfers nor recalled. */
  availableUnits: z.number().int(),
  /** Of the units, those of lots an active recall froze (not held): not counted as supply. */
  recalledUnits: z.number().int(),
  /** The sum of its stocks' average monthly usage. */
  averageMonthlyUsage: z.number(),
  /** Available units over the daily usage (monthly usage / 30.44), in days; null without usage. */
  daysOfCover: z.number().nullable(),
  /** The risk order's first key (figures.ts `supplyRiskTier`): 0 is most at risk. */
  tier: z.number().int(),
  atRisk: z.boolean(),
  /** Why it is at risk (figures.ts `supplyRiskReasons`), most serious first; empty when it is not. */
  reasons: z.array(z.enum(SUPPLY_RISK_REASONS)),
});
export type SupplyRisk = z.infer<typeof supplyRiskSchema>;
/** A page of products in the risk order (most at risk first). */
export const supplyRiskPageSchema = pageOf('products', supplyRiskSchema).extend({
  /** LEAD_TIME_DAYS: fewer days of cover than this mark a product LOW_COVER. */
  leadTimeDays: z.number().int(),
});
export type SupplyRiskPage = z.infer<typeof supplyRiskPageSchema>;

/* ---------- the audit timeline (decision 023) ---------- */

/** Who an event names: a user by id, name and user type. */
export const timelinePartySchema = z.object({ id: z.uuid(), name: z.string(), type: userTypeSchema });
export type TimelineParty = z.infer<typeof timelinePartySchema>;

/** A value before or after an edit, as text (numbers and `true`/`false` as written; lists and objects as JSON); null when empty or not shown (a picture). */
const changedValueSchema = z.string().nullable();
export const timelineChangeSchema = z.object({ field: z.string(), from: changedValueSchema, to: changedValueSchema });
export type TimelineChange = z.infer<typeof timelineChangeSchema>;

/** One event of a record's story. */
export const timelineEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who really acted (the administrator when impersonating); null for the portal's own jobs and a deleted account. */
  actor: timelinePartySchema.nullable(),
  /** The account the administrator acted as (impersonation); null when the actor acted as themselves. */
  actingAs: timelinePartySchema.nullable(),
  /** The recorded action (`stockrequest.approve`); contract `timelineEventKey` gives its label. */
  event: z.string(),
  /** The status before and after, for a transition; null otherwise and on events recorded before the timeline. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The fields an edit changed, with their values before and after; empty otherwise. */
  changes: z.array(timelineChangeSchema),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineQuerySchema = listQuerySchema.pick({ limit: true, skip: true });
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/** A page of a record's events, newest first. */
export const timelinePageSchema = pageOf('events', timelineEventSchema);
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/** One event of a user's activity, with the record it is about (kind and id; null kind for records without a page). */
export const activityEventSchema = timelineEventSchema.extend({
  kind: z.enum(TIMELINE_KINDS).nullable(),
  recordId: z.string().nullable(),
  /**
   * What the record is called: an order's number; a location's or an account's name; the product's
   * name for a product, its supply chain and a stock's requests, replenishments and transfers. Null
   * without a kind, or when the record is gone and its event did not keep its name.
   */
  record: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityPageSchema = pageOf('events', activityEventSchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

/* ---------- adjustments and counts ---------- */

const adjustmentReasonSchema = z.enum(ADJUSTMENT_REASONS, { error: 'validation.adjustmentReasonOneOf' });
const adjustmentNoteSchema = textSchema({ error: 'validation.noteText' }).trim().max(1000, { error: 'validation.noteMax' }).optional();
const countedUnitsSchema = z
  .number({ error: 'validation.unitsWholeNumber' })
  .int({ error: 'validation.unitsWholeNumber' })
  .min(0, { error: 'validation.countedUnitsMin' })
  .max(MAX_UNITS, { error: 'validation.unitsPerLineMax' });

/**
 * `POST {supplier|distributor|healthpro}/stockunit/{id}/adjust`: a signed, non-zero change of the
 * lot's units with its reason (only FOUND and COUNT_CORRECTION may add) and an optional note.
 */
export const adjustSchema = z.object({
  units: z
    .number({ error: 'validation.unitsWholeNumber' })
    .int({ error: 'validation.unitsWholeNumber' })
    .min(-MAX_UNITS, { error: 'validation.unitsPerLineMax' })
    .max(MAX_UNITS, { error: 'validation.unitsPerLineMax' })
    .refine((units) => units !== 0, { error: 'validation.adjustUnitsNonZero' }),
  reason: adjustmentReasonSchema,
  note: adjustmentNoteSchema,
});
export type Adjust = z.infer<typeof adjustSchema>;

/** Adjustments list: the usual paging, and optionally one stock's (the member's notification leads there), one count's or one recall's. */
export const adjustmentListQuerySchema = listQuerySchema.extend({
  stockId: z.uuid({ error: 'validation.idInvalid' }).optional(),
  countId: z.uuid({ error: 'validation.idInvalid' }).optional(),
  recallId: z.uuid({ error: 'validation.idInvalid' }).optional(),
});
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuerySchema>;

const actorBrief = z.object({ _id: z.uuid(), name: z.string(), type: userTypeSchema });

/** One adjustment: one ledger row with an adjustment reason, its note, who made it and as whom, and its source. */
export const adjustmentSchema = z.object({
  _id: z.uuid(),
  /** Signed: negative took units out, positive added them. */
  units: z.number().int(),
  reason: adjustmentReasonSchema,
  note: z.string().nullable(),
  StockUnit: z.object({ _id: z.uuid(), lotNumber: z.string(), expiry: z.string() }),
  Stock: z.object({ _id: z.uuid(), Product: productBrief }),
  Member: personBrief,
  Location: locationBrief,
  /** Whose session made it (the operator, or the administrator)... */
  User: actorBrief,
  /** ...and who really acted: the administrator when impersonating, else the same person. */
  Actor: actorBrief,
  /** `direct` (the adjust action), the count that applied it, or a recall's disposition (or a change to a lot it froze). */
  source: z.enum(['direct', 'count', 'recall']),
  countId: z.uuid().nullable(),
  /** The recall whose frozen lot it changed: its disposition, or a write-off of the recalled units. */
  recallId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentPageSchema = pageOf('adjustments', adjustmentSchema);
export type AdjustmentPage = z.infer<typeof adjustmentPageSchema>;

/** `POST {supplier|distributor|healthpro}/counts`: open a count of every lot at the location; blind hides the expected units while counting. */
export const countCreateSchema = z.object({
  locationId: z.uuid({ error: 'validation.locationChoose' }),
  blind: z.boolean({ error: 'validation.blindBoolean' }).optional(),
});
export type CountCreate = z.infer<typeof countCreateSchema>;

/**
 * `PATCH {type}/count/{id}`: counted lines (each saved line records the lot's units at that moment
 * as its expected units) and lots found on the shelf but not on the books. A line left out keeps
 * what was saved before.
 */
export const countSaveSchema = z.object({
  lines: z
    .array(
      z.object({
        stockUnitId: z.uuid({ error: 'validation.idInvalid' }),
        countedUnits: countedUnitsSchema,
        reason: adjustmentReasonSchema.optional(),
        note: adjustmentNoteSchema,
      }),
      { error: MESSAGE_KEYS.fillRequired },
    )
    .max(2000, { error: 'validation.linesMax' })
    .default([]),
  /** Replaces the found lots saved before, as a whole. */
  found: z
    .array(
      z.object({
        stockId: z.uuid({ error: 'validation.stockChoose' }),
        lotNumber: textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired }).max(100),
        expiry: isoDate,
        countedUnits: countedUnitsSchema.min(1, { error: 'validation.foundUnitsMin' }),
        note: adjustmentNoteSchema,
      }),
    )
    .max(200, { error: 'validation.linesMax' })
    .optional(),
  /** The version the person was shown; a save on a count that changed since is refused. */
  version: z.number({ error: 'validation.versionShown' }).int({ error: 'validation.versionWhole' }).min(0).optional(),
});
export type CountSave = z.infer<typeof countSaveSchema>;

/**
 * `GET {type}/count/{id}?limit&skip&search`: a page of the count's lines (by product, expiry, lot),
 * those whose lot number or product name holds the search.
 */
export const countLinesQuerySchema = listQuerySchema.pick({ skip: true, search: true }).extend({
  limit: listQuerySchema.shape.limit.removeDefault().default(COUNT_LINES_PAGE_SIZE),
});
export type CountLinesQuery = z.infer<typeof countLinesQuerySchema>;

/** `POST {type}/count/{id}/cancel`: an abandoned open count is cancelled; nothing moves. */
export const countCancelSchema = z
  .object({
    note: adjustmentNoteSchema,
    version: z.number({ error: 'validation.versionShown' }).int({ error: 'validation.versionWhole' }).min(0).optional(),
  })
  .nullish();
export type CountCancel = z.infer<typeof countCancelSchema>;

/**
 * The operator (or the administrator) saves, submits and cancels an open count; the administrator
 * approves or denies one waiting.
 */
export const countAbilitiesSchema = abilities(['save', 'submit', 'approve', 'deny', 'cancel']);

/**
 * A count's figures over all its lines: counted and not yet; lines whose variance is not zero and
 * the net variance in units (found lots included); both null while a blind count is open.
 */
export const countSummarySchema = z.object({
  counted: z.number().int(),
  uncounted: z.number().int(),
  variances: z.number().int().nullable(),
  varianceUnits: z.number().int().nullable(),
});
export type CountSummary = z.infer<typeof countSummarySchema>;

export const countLineSchema = z.object({
  _id: z.uuid(),
  stockUnitId: z.uuid(),
  stockId: z.uuid(),
  lotNumber: z.string(),
  expiry: z.string(),
  Product: productBrief,
  Member: personBrief,
  /**
   * The lot's units when the line was counted (its units now, until counted); null while a blind
   * count is open, so the counter is not led by the books.
   */
  expectedUnits: z.number().int().nullable(),
  countedUnits: z.number().int().nullable(),
  reason: adjustmentReasonSchema.nullable(),
  note: z.string().nullable(),
  /** countedUnits - expectedUnits once counted; null until counted (and while a blind count is open). */
  variance: z.number().int().nullable(),
  countedAt: z.string().nullable(),
});
export type CountLine = z.infer<typeof countLineSchema>;

export const countFoundSchema = z.object({
  _id: z.uuid(),
  stockId: z.uuid(),
  lotNumber: z.string(),
  expiry: z.string(),
  Product: productBrief,
  Member: personBrief,
  countedUnits: z.number().int(),
  note: z.string().nullable(),
});
export type CountFound = z.infer<typeof countFoundSchema>;

/** A count (stocktake) of one location's lots. */
export const countSchema = z.object({
  _id: z.uuid(),
  status: z.enum(COUNT_STATUSES),
  blind: z.boolean(),
  Location: locationBrief,
  /** Who opened it (the operator, or the administrator). */
  User: actorBrief,
  /**
   * One page of the lots of the location when it was opened (the query's `limit`, `skip` and
   * `search`); empty in a list (see lineCount).
   */
  lines: z.array(countLineSchema),
  /** How many lines the search finds (all of them without one): what the page is of; 0 in a list. */
  linesTotal: z.number().int(),
  found: z.array(countFoundSchema),
  /** How many lines, and of them how many are counted (what a list row shows). */
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  summary: countSummarySchema,
  abilities: countAbilitiesSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Count = z.infer<typeof countSchema>;

export const countPageSchema = pageOf('counts', countSchema);
export type CountPage = z.infer<typeof countPageSchema>;

/* ---------- recalls ---------- */

const lotNumberText = textSchema({ error: MESSAGE_KEYS.fillRequired }).trim().min(1, { error: MESSAGE_KEYS.fillRequired }).max(100);
const recallReasonText = textSchema({ error: 'validation.recallReasonRequired' })
  .trim()
  .min(1, { error: 'validation.recallReasonRequired' })
  .max(2000, { error: 'validation.tooLong' });

/**
 * `POST {supplier|healthpro}/recalls`: a recall of a product's lots (`lotNumbers`; left out, every
 * lot of the product), made as a DRAFT: nothing is frozen until it is activated.
 */
export const recallCreateSchema = z.object({
  productId: z.uuid({ error: 'validation.productIdInvalid' }),
  lotNumbers: z
    .array(lotNumberText, { error: 'validation.recallLotsList' })
    .min(1, { error: 'validation.recallLotsList' })
    .max(100, { error: 'validation.linesMax' })
    .optional(),
  class: z.enum(RECALL_CLASSES, { error: 'validation.recallClassOneOf' }),
  reason: recallReasonText,
  action: z.enum(RECALL_ACTIONS, { error: 'validation.recallActionOneOf' }),
  /** The date every holder must have answered by. */
  respondBy: isoDate,
});
export type RecallCreate = z.infer<typeof recallCreateSchema>;

/** `PATCH {supplier|healthpro}/recall/{id}`: a DRAFT's fields (lotNumbers null: every lot), as shown (`version`). */
export const recallEditSchema = z.object({
  lotNumbers: recallCreateSchema.shape.lotNumbers.unwrap().nullable().optional(),
  class: recallCreateSchema.shape.class.optional(),
  reason: recallReasonText.optional(),
  action: recallCreateSchema.shape.action.optional(),
  respondBy: isoDate.optional(),
  version: z.number({ error: 'validation.versionShown' }).int({ error: 'validation.versionWhole' }).min(0).optional(),
});
export type RecallEdit = z.infer<typeof recallEditSchema>;

/**
 * `POST {supplier|distributor|healthpro}/recall/{id}/dispose`: units of one recalled lot returned,
 * destroyed or not found (LOST), with the reference of the return or destruction (a waybill, a
 * certificate). The operator of the lot's location does it, or the administrator.
 */
export const recallDisposeSchema = z.object({
  stockUnitId: z.uuid({ error: 'validation.withdrawLotChoose' }),
  units: z
    .number({ error: 'validation.unitsWholeNumber' })
    .int({ error: 'validation.unitsWholeNumber' })
    .min(1, { error: 'validation.recallUnitsMin' })
    .max(MAX_UNITS, { error: 'validation.unitsPerLineMax' }),
  disposition: z.enum(RECALL_DISPOSITIONS, { error: 'validation.recallDispositionOneOf' }),
  reference: textSchema({ error: 'validation.recallReferenceRequired' })
    .trim()
    .min(1, { error: 'validation.recallReferenceRequired' })
    .max(200, { error: 'validation.tooLong' }),
});
export type RecallDispose = z.infer<typeof recallDisposeSchema>;

/**
 * `POST {supplier|healthpro}/recall/{id}/replace`: a replacement of a member stock's recalled units
 * still on hand (all of them), offered by the recall's supplier; the member still approves.
 */
export const recallReplaceSchema = z.object({
  stockId: z.uuid({ error: 'validation.idInvalid' }),
  note: textSchema({ error: 'validation.noteText' }).trim().max(1000, { error: 'validation.noteMax' }).optional(),
});
export type RecallReplace = z.infer<typeof recallReplaceSchema>;

/** `POST healthpro/recall/{id}/revert`: why the recall was a mistake (required; kept on the recall and in its History). */
export const recallRevertSchema = z.object({
  note: textSchema({ error: 'validation.recallRevertNote' }).trim().min(1, { error: 'validation.recallRevertNote' }).max(1000, { error: 'validation.noteMax' }),
  version: z.number({ error: 'validation.versionShown' }).int({ error: 'validation.versionWhole' }).min(0).optional(),
});
export type RecallRevert = z.infer<typeof recallRevertSchema>;

/** Recalls lists also sort by status and by respond-by date (soonest first); `name` sorts by product. */
export const RECALL_SORTS = [...SORTS, 'status', 'respondBy'] as const;
export const recallListQuerySchema = listQuerySchema.extend({
  sort: z.enum(RECALL_SORTS, { error: 'validation.recallSortOneOf' }).default('newest'),
});
export type RecallListQuery = z.infer<typeof recallListQuerySchema>;

/**
 * Its maker (the product's supplier, or the administrator) edits and activates a DRAFT and closes an
 * ACTIVE recall once nothing remains; the operator of a location holding remaining units (or the
 * administrator) disposes of them; only the administrator reverts an ACTIVE recall.
 */
export const recallAbilitiesSchema = abilities(['edit', 'activate', 'dispose', 'close', 'revert']);
/** The holding member acknowledges its OPEN task. */
export const recallTaskAbilitiesSchema = abilities(['acknowledge']);
/** The operator of the lot's location (or the administrator) disposes of its remaining units while the recall is ACTIVE. */
export const recallLotAbilitiesSchema = abilities(['dispose']);
/** The recall's supplier (or the administrator) offers a replacement of a member stock's recalled units while the recall is ACTIVE. */
export const recallStockAbilitiesSchema = abilities(['replace']);

/** Units of a recall, or of a part of it: located, and how they were accounted for. remaining = located - returned - destroyed - lost. */
const recallUnitsShape = {
  lots: z.number().int(),
  locatedUnits: z.number().int(),
  returnedUnits: z.number().int(),
  destroyedUnits: z.number().int(),
  lostUnits: z.number().int(),
  remainingUnits: z.number().int(),
};

/**
 * What an activation found: how many members hold the recalled lots, at how many locations, the
 * units located on those lots, and `inTransit`: units of those lots in orders not yet completed
 * (they left the lot but not the programme) plus units held on them for pending transfers and open
 * replacements (already within `units`).
 */
export const recallTraceSummarySchema = z.object({
  members: z.number().int(),
  locations: z.number().int(),
  units: z.number().int(),
  inTransit: z.number().int(),
});
export type RecallTraceSummary = z.infer<typeof recallTraceSummarySchema>;

/** A recall as lists show it: its units are the reader's part (the whole for its supplier and the administrator). */
export const recallSchema = z.object({
  _id: z.uuid(),
  recallNumber: z.number().int(),
  status: z.enum(RECALL_STATUSES),
  class: z.enum(RECALL_CLASSES),
  action: z.enum(RECALL_ACTIONS),
  reason: z.string(),
  /** The recalled lot numbers; null: every lot of the product. */
  lotNumbers: z.array(z.string()).nullable(),
  respondBy: z.string(),
  Product: productBrief,
  Supplier: personBrief,
  /** Who made it (the supplier, or the administrator). */
  User: actorBrief,
  ...recallUnitsShape,
  /** The units located and accounted for (returned + destroyed + lost). */
  accountedUnits: z.number().int(),
  /** The reader's task, for a member (null for everyone else). */
  taskId: z.uuid().nullable(),
  taskStatus: z.enum(RECALL_TASK_STATUSES).nullable(),
  abilities: recallAbilitiesSchema,
  revertNote: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  revertedAt: z.string().nullable(),
});
export type Recall = z.infer<typeof recallSchema>;

export const recallPageSchema = pageOf('recalls', recallSchema);
export type RecallPage = z.infer<typeof recallPageSchema>;

/** One lot of the trace: where it is, whose, the units located on it and what became of them. */
export const recallLotSchema = z.object({
  stockUnitId: z.uuid(),
  stockId: z.uuid(),
  lotNumber: z.string(),
  expiry: z.string(),
  Location: locationBrief,
  Member: personBrief,
  locatedUnits: z.number().int(),
  returnedUnits: z.number().int(),
  destroyedUnits: z.number().int(),
  lostUnits: z.number().int(),
  remainingUnits: z.number().int(),
  abilities: recallLotAbilitiesSchema,
});
export type RecallLot = z.infer<typeof recallLotSchema>;

/** A holding member's task: told, acknowledged (and how long that took), done when none of its units remain. */
export const recallTaskSchema = z.object({
  _id: z.uuid(),
  recallId: z.uuid(),
  Member: personBrief,
  status: z.enum(RECALL_TASK_STATUSES),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** Seconds from the task's making to its acknowledgement; null until acknowledged. */
  secondsToAcknowledge: z.number().int().nullable(),
  doneAt: z.string().nullable(),
  abilities: recallTaskAbilitiesSchema,
});
export type RecallTask = z.infer<typeof recallTaskSchema>;

/**
 * `GET {type}/recall/{id}`: the recall with the reader's part of the trace (the whole for its
 * supplier and the administrator; a member its own lots; a distributor the lots at its locations),
 * grouped by member and by location, the tasks, the dispositions (adjustments naming the recall)
 * and its completion.
 */
export const recallDetailSchema = recallSchema.extend({
  lots: z.array(recallLotSchema),
  byMember: z.array(z.object({ Member: personBrief, ...recallUnitsShape })),
  byLocation: z.array(z.object({ Location: locationBrief, ...recallUnitsShape })),
  tasks: z.array(recallTaskSchema),
  /**
   * Each holding member's stock of the product (the reader's part): its recalled units still on
   * hand and not held (what a replacement would take out), its open replacement, and `replace`.
   */
  stocks: z.array(
    z.object({
      stockId: z.uuid(),
      Member: personBrief,
      replaceableUnits: z.number().int(),
      openReplacementId: z.uuid().nullable(),
      abilities: recallStockAbilitiesSchema,
    }),
  ),
  /** The replacements offered for the recall (the reader's part), newest first. */
  replacements: z.array(
    z.object({ _id: z.uuid(), status: z.enum(REPLACEMENT_STATUSES), Member: personBrief, stockId: z.uuid(), units: z.number().int(), createdAt: z.string() }),
  ),
  dispositions: z.array(adjustmentSchema),
  /** The trace as it stands (units on the lots now, and those on their way); null for a DRAFT. */
  summary: recallTraceSummarySchema.nullable(),
  completion: z.object({
    accountedUnits: z.number().int(),
    locatedUnits: z.number().int(),
    tasks: z.number().int(),
    acknowledgedTasks: z.number().int(),
    doneTasks: z.number().int(),
    /** The mean seconds from a task's making to its acknowledgement, over those acknowledged; null when none is. */
    meanSecondsToAcknowledge: z.number().int().nullable(),
  }),
});
export type RecallDetail = z.infer<typeof recallDetailSchema>;

/** `POST {type}/recall/{id}/activate`: the trace summary, and the recall as it now stands. */
export const recallActivationSchema = recallTraceSummarySchema.extend({ recall: recallDetailSchema });
export type RecallActivation = z.infer<typeof recallActivationSchema>;

/**
 * `GET member/recalltasks/open`: the member's recall tasks not yet done (of active recalls), how
 * many and the newest few, for its dashboard.
 */
export const recallTasksOpenSchema = z.object({
  open: z.number().int(),
  newest: z.array(
    z.object({
      taskId: z.uuid(),
      recallId: z.uuid(),
      recallNumber: z.number().int(),
      status: z.enum(RECALL_TASK_STATUSES),
      respondBy: z.string(),
      product: z.string(),
    }),
  ),
});
export type RecallTasksOpen = z.infer<typeof recallTasksOpenSchema>;
