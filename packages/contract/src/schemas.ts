import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  MESSAGES,
  SORTS,
  USER_TYPES,
  DEFAULT_PAGE_SIZE,
  SIGNIN,
  POSTAL_CODE_PATTERN,
  MINIMUM_EXPIRY_MONTHS,
  MAX_PRICE,
  MAX_UNITS,
  EXPIRY_LOT_PREFERENCE_MONTHS,
} from './constants.js';
import { isIsoDate } from './dates.js';
import {
  LOCATION_STATUSES,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  REPLENISHMENT_STATUSES,
  TRANSFER_STATUSES,
  STOCK_REQUEST_KINDS,
  STOCK_REQUEST_STATUSES,
  SUPPLY_CHAIN_FLAGS,
  SUPPLY_CHAIN_STATUSES,
  SUPPLY_CHAIN_TYPES,
} from './statuses.js';

/* ---------- conventions ---------- */

/**
 * Every text the API takes starts from this: a string without NUL characters, which PostgreSQL
 * cannot store (it would fail the write) and no person types.
 */
export const NO_NUL_MESSAGE = 'Text cannot contain NUL (\\u0000) characters';
export const textSchema = (params?: Parameters<typeof z.string>[0]) => z.string(params).regex(/^[^\u0000]*$/, { error: NO_NUL_MESSAGE });

export const userTypeSchema = z.enum(USER_TYPES, { error: `User type must be one of ${USER_TYPES.join(', ')}` });

export const idParamsSchema = z.object({ id: z.uuid({ error: 'That id is not valid' }) });

/** Every answer of the API: `{ success, message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** A stable code from ERROR_STATUS, for the client to branch on. */
  code: z.string(),
  data: z.null(),
});

/** Paging, search and sort of every list. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be from 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `limit must be from 1 to ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int({ error: 'skip must be a whole number' })
    .min(0, { error: 'skip cannot be negative' })
    .max(1_000_000, { error: 'skip is too large' })
    .default(0),
  search: textSchema().trim().max(200, { error: 'search is limited to 200 characters' }).default(''),
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).default('newest'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/* ---------- users and sign-in ---------- */

const emailSchema = textSchema({ error: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const signinRequestSchema = z.object({ email: emailSchema });
const otpSchema = textSchema({ error: 'Enter the code from the e-mail' })
  .trim()
  .regex(new RegExp(`^\\d{${SIGNIN.codeLength}}$`), { error: `The code is the ${SIGNIN.codeLength} digits from the e-mail` });
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
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Who is really acting when an administrator impersonates someone. */
export const actorSchema = z.object({ _id: z.uuid(), name: z.string(), type: userTypeSchema });

export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = userSchema.extend({ actingAs: actorSchema.nullable() });
export type Me = z.infer<typeof meSchema>;

const lotPreferenceRange = `Expiry lot preference must be from ${EXPIRY_LOT_PREFERENCE_MONTHS.min} to ${EXPIRY_LOT_PREFERENCE_MONTHS.max} months`;
const expiryLotPreferencesSchema = z.coerce
  .number({ error: 'Expiry lot preference must be a number of months' })
  .int({ error: 'Expiry lot preference must be a whole number of months' })
  .min(EXPIRY_LOT_PREFERENCE_MONTHS.min, { error: lotPreferenceRange })
  .max(EXPIRY_LOT_PREFERENCE_MONTHS.max, { error: lotPreferenceRange });

/** Text fields of the multipart profile update; each is optional, none may be blanked. A member also sets its expiry lot preference. */
export const profileUpdateSchema = z.object({
  name: textSchema().trim().min(1, { error: 'Name cannot be empty' }).max(200).optional(),
  email: emailSchema.optional(),
  phone: textSchema().trim().min(1, { error: 'Phone cannot be empty' }).max(50).optional(),
  address: textSchema().trim().min(1, { error: 'Address cannot be empty' }).max(500).optional(),
  expiryLotPreferences: z.preprocess((v) => (v === '' ? undefined : v), expiryLotPreferencesSchema.optional()),
});

/** PATCH {type}/me answers the profile and, when a new e-mail awaits its code, that address. */
export const profileUpdateResultSchema = userSchema.extend({ pendingEmail: z.string().nullable() });
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

/** POST {type}/me/email/confirm: the code mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ otp: otpSchema });

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
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
});

export const unseenSchema = z.object({ unreadCount: z.number().int(), countUnseen: z.number().int() });

/* ---------- dashboard ---------- */

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
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/* ---------- queries (contact messages) ---------- */

const requiredText = (max: number) =>
  textSchema({ error: MESSAGES.fillRequired })
    .trim()
    .min(1, { error: MESSAGES.fillRequired })
    .max(max, { error: `Keep it under ${max} characters` });

export const queryCreateSchema = z.object({ subject: requiredText(200), message: requiredText(5000) });
export type QueryCreate = z.infer<typeof queryCreateSchema>;

/* ---------- user administration ---------- */

/** The three kinds of account the administrator manages. */
export const MANAGED_USER_TYPES = ['member', 'supplier', 'distributor'] as const;
export type ManagedUserType = (typeof MANAGED_USER_TYPES)[number];

const requiredField = textSchema({ error: MESSAGES.fillRequired }).trim().min(1, { error: MESSAGES.fillRequired });

/** Text fields of the multipart create form (the picture is required too). */
export const userCreateSchema = z.object({
  name: requiredField.max(200),
  email: textSchema({ error: MESSAGES.fillRequired }).trim().min(1, { error: MESSAGES.fillRequired }).pipe(emailSchema),
  phone: requiredField.max(50),
  address: requiredField.max(500),
  expiryLotPreferences: z.preprocess((v) => (v === '' ? undefined : v), expiryLotPreferencesSchema.optional()),
});

/** Text fields of the multipart edit form: each optional, none blank; isActive as 'true' or 'false'. */
export const userUpdateSchema = profileUpdateSchema.extend({
  expiryLotPreferences: z.preprocess((v) => (v === '' ? undefined : v), expiryLotPreferencesSchema.optional()),
  isActive: z
    .enum(['true', 'false'], { error: 'isActive must be true or false' })
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

export const impersonateSchema = z.object({ userId: z.uuid({ error: 'Choose a user to act as' }) });

/* ---------- locations ---------- */

const locationField = (message: string, max = 200) =>
  textSchema({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Keep it under ${max} characters` });

/** A location form, with the spec's per-field messages and the Canadian postal-code rule. */
export const locationInputSchema = z.object({
  name: locationField(MESSAGES.locationNameRequired),
  line1: locationField(MESSAGES.line1Required),
  line2: locationField(MESSAGES.line2Required),
  postalCode: locationField(MESSAGES.postalCodeRequired, 10)
    .regex(POSTAL_CODE_PATTERN, { error: MESSAGES.invalidPostalCode })
    // Stored the way Canada Post writes it: upper case, one space.
    .transform((code) => `${code.slice(0, 3)} ${code.slice(-3)}`.toUpperCase()),
  comment: textSchema().trim().max(1000, { error: 'Keep the comment under 1000 characters' }).optional().default(''),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

const partySchema = z.object({ _id: z.uuid(), name: z.string(), profilePic: z.string().nullable() });

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
  /** Bumped by every change; a decision names the version it was shown. */
  version: z.number().int(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const distributorSelectionSchema = z.object({
  distributorIds: z
    .array(z.uuid({ error: 'That distributor id is not valid' }), { error: 'Choose at least one distributor' })
    .min(1, { error: 'Choose at least one distributor' })
    .max(100),
});

/* ---------- products ---------- */

const fillAll = MESSAGES.fillAllRequired;
const requiredProductText = (max: number) =>
  textSchema({ error: fillAll })
    .trim()
    .min(1, { error: fillAll })
    .max(max, { error: `Keep it under ${max} characters` });

const priceSchema = textSchema({ error: fillAll })
  .trim()
  .min(1, { error: fillAll })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'Price must be a number of dollars with at most 2 decimals, like 12.50' })
  .refine((price) => Number(price) <= MAX_PRICE, { error: `Price must be at most ${MAX_PRICE.toLocaleString('en-CA')} dollars` });

const minimumOrderSizeSchema = textSchema({ error: fillAll })
  .trim()
  .min(1, { error: fillAll })
  .regex(/^[1-9]\d{0,8}$/, { error: 'Minimum order size must be a whole number of units above 0' })
  .transform(Number);

/** Text fields of the multipart product form (the image is required on create). */
export const productCreateSchema = z.object({
  productId: requiredProductText(50),
  name: requiredProductText(200),
  brand: requiredProductText(200),
  contractNumber: requiredProductText(100),
  price: priceSchema,
  minimumOrderSize: minimumOrderSizeSchema,
  supplierId: textSchema({ error: fillAll })
    .trim()
    .min(1, { error: fillAll })
    .pipe(z.uuid({ error: 'Choose a supplier from the list' })),
});
export const productUpdateSchema = productCreateSchema.partial();

/** Product lists; a member may ask for only the products not yet in its Reserve Drug Supply. */
export const productListQuerySchema = listQuerySchema.extend({
  filter: z.enum(['notInReserve'], { error: 'filter must be notInReserve' }).optional(),
});

export const productSchema = z.object({
  _id: z.uuid(),
  productId: z.string(),
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
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/* ---------- supply chain ---------- */

const fill = MESSAGES.fillRequired;
const chainText = (max: number) =>
  textSchema({ error: fill })
    .trim()
    .min(1, { error: fill })
    .max(max, { error: `Keep it under ${max} characters` });
const chainTypeSchema = z.enum(SUPPLY_CHAIN_TYPES, {
  error: `type must be one of ${SUPPLY_CHAIN_TYPES.join(', ')}`,
});
const flagSchema = z.enum(SUPPLY_CHAIN_FLAGS, { error: `flag must be one of ${SUPPLY_CHAIN_FLAGS.join(', ')}` });

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
    error: 'Nothing to change: send the name, address or flag',
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

/** One product's supply chain card; `_id` is null until its first partner is added. */
export const supplyChainSchema = z.object({
  _id: z.uuid().nullable(),
  status: z.enum(SUPPLY_CHAIN_STATUSES),
  isApproved: z.boolean(),
  Product: z.object({
    _id: z.uuid(),
    productId: z.string(),
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
  /** Bumped by every change of the chain or its partners; a decision names the version it was shown (0 before the chain exists). */
  version: z.number().int(),
});
export type SupplyChain = z.infer<typeof supplyChainSchema>;

/* ---------- the administrator's queries list ---------- */

/** Queries sort only by time. */
export const queryListSchema = listQuerySchema.extend({
  sort: z.enum(['newest', 'oldest'], { error: 'sort must be newest or oldest' }).default('newest'),
});

export const queryRecordSchema = z.object({
  _id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Who sent it: a member, supplier or distributor. */
  Sender: z.object({ _id: z.uuid(), name: z.string(), email: z.string(), type: userTypeSchema, profilePic: z.string().nullable() }),
});

/* ---------- stock, par-level requests, invoices ---------- */

const wholeUnits = (what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int({ error: `${what} must be a whole number` })
    .min(1, { error: `${what} must be a positive whole number` })
    .max(MAX_UNITS, { error: `${what} is too large: at most ${MAX_UNITS.toLocaleString('en-CA')} units` });

/** Units on one line of a proposal or an order: a whole number from 1 to MAX_UNITS. */
const lineUnits = z.coerce
  .number({ error: MESSAGES.fillRequired })
  .int({ error: 'Units must be whole numbers' })
  .min(1, { error: MESSAGES.fillRequired })
  .max(MAX_UNITS, { error: `At most ${MAX_UNITS.toLocaleString('en-CA')} units on one line` });

const minimumExpirySchema = z
  .number({ error: `Minimum expiry must be a number of months from ${MINIMUM_EXPIRY_MONTHS.min} to ${MINIMUM_EXPIRY_MONTHS.max}` })
  .int({ error: 'Minimum expiry must be a whole number of months' })
  .min(MINIMUM_EXPIRY_MONTHS.min, { error: `Minimum expiry must be from ${MINIMUM_EXPIRY_MONTHS.min} to ${MINIMUM_EXPIRY_MONTHS.max} months` })
  .max(MINIMUM_EXPIRY_MONTHS.max, { error: `Minimum expiry must be from ${MINIMUM_EXPIRY_MONTHS.min} to ${MINIMUM_EXPIRY_MONTHS.max} months` });

export const sureSupplyEnrolSchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'That product id is not valid' }), { error: 'Choose at least one product' })
    .min(1, { error: 'Choose at least one product' })
    .max(100),
});

export const parLevelRequestSchema = z.object({
  stockId: z.uuid({ error: 'Choose the stock to change' }),
  requestedParLevel: wholeUnits('The requested par level'),
  minimumExpiry: minimumExpirySchema,
});
export const parLevelUpdateSchema = parLevelRequestSchema.omit({ stockId: true });

export const STOCK_FILTERS = ['belowPar', 'openRequest'] as const;
export const stockListQuerySchema = listQuerySchema.extend({
  filter: z.enum(STOCK_FILTERS, { error: `filter must be one of ${STOCK_FILTERS.join(', ')}` }).optional(),
});

const isoDate = textSchema({ error: MESSAGES.fillRequired })
  .trim()
  .min(1, { error: MESSAGES.fillRequired })
  .refine(isIsoDate, { error: 'Expiry must be a date written YYYY-MM-DD' });

/** One proposed line: a new lot for an increase. */
export const proposedLotSchema = z.object({
  locationId: z.uuid({ error: MESSAGES.fillRequired }),
  lotNumber: textSchema({ error: MESSAGES.fillRequired }).trim().min(1, { error: MESSAGES.fillRequired }).max(100),
  expiry: isoDate,
  assignedUnits: lineUnits,
});
/** One line of a decrease: units taken from an existing lot of the stock. */
export const withdrawnLotSchema = z.object({
  stockUnitId: z.uuid({ error: 'Choose the lot to withdraw from' }),
  assignedUnits: lineUnits,
});
/**
 * The supplier's proposal: new lots (proposedLotSchema) for an increase, or lots to withdraw
 * (withdrawnLotSchema) for a decrease; the API checks each line against the request's kind.
 */
export const stockProposalSchema = z.object({
  stocks: z.array(z.looseObject({}), { error: MESSAGES.fillRequired }).max(200, { error: 'At most 200 lines' }),
});
export type ProposedLot = z.infer<typeof proposedLotSchema>;
export type WithdrawnLot = z.infer<typeof withdrawnLotSchema>;

/**
 * The body of a decision (approve, deny): the version of the record the person was shown. A
 * decision on a record that changed since is refused (STALE_VERSION), so nobody approves what
 * they did not see. Optional, because the spec's calls send no body: without it the decision
 * applies to the record as it stands.
 */
export const decisionSchema = z
  .object({
    version: z
      .number({ error: 'version must be the whole number the record was shown with' })
      .int({ error: 'version must be a whole number' })
      .min(0)
      .optional(),
  })
  .nullish();
export type Decision = z.infer<typeof decisionSchema>;

export const commentCreateSchema = z.object({
  comment: textSchema({ error: 'Write a comment first' }).trim().min(1, { error: 'Write a comment first' }).max(5000),
});

const locationBrief = z.object({ _id: z.uuid(), name: z.string(), line1: z.string(), line2: z.string(), postalCode: z.string() });
const personBrief = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), address: z.string(), profilePic: z.string().nullable() });
const productBrief = z.object({
  _id: z.uuid(),
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  contractNumber: z.string(),
});

export const stockUnitSchema = z.object({
  _id: z.uuid(),
  Location: locationBrief,
  /** Units the lot holds. */
  assignedUnits: z.number().int(),
  /** Of those, units held for pending transfers; available = assignedUnits - reservedUnits. */
  reservedUnits: z.number().int(),
  availableUnits: z.number().int(),
  lotNumber: z.string(),
  expiry: z.string(),
});

const openRequestSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(STOCK_REQUEST_KINDS),
  status: z.enum(STOCK_REQUEST_STATUSES),
  requestedParLevel: z.number().int(),
  minimumExpiry: z.number().int(),
});

/** A member's stock of one product: what the spec calls assigned stock. */
export const stockSchema = z.object({
  _id: z.uuid(),
  parLevel: z.number().int(),
  minimumExpiry: z.number().int(),
  totalAssignedUnits: z.number().int(),
  isReplacable: z.boolean(),
  Product: productBrief,
  Member: personBrief,
  Supplier: personBrief,
  StockUnits: z.array(stockUnitSchema),
  /** The request in progress for this stock, if any. */
  openRequest: openRequestSchema.nullable(),
  requestedParLevel: z.number().int().nullable(),
  requestedMinExpiry: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Stock = z.infer<typeof stockSchema>;

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
  StockRequestComments: z.array(commentSchema),
  commentCount: z.number().int(),
  /** Bumped by every change (an edit, a revised proposal); a decision names the version it was shown. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const stockRequestSchema = z.object({
  _id: z.uuid(),
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
  ...proposalParts,
});
export type StockRequest = z.infer<typeof stockRequestSchema>;

export const invoiceSchema = z.object({
  _id: z.uuid(),
  invoiceId: z.number().int(),
  createdAt: z.string(),
  /** units x unit price, before tax; the page adds TAX_RATE. */
  finalAmount: z.number(),
  units: z.number().int(),
  Supplier: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string(), profilePic: z.string().nullable() }),
  Member: z.object({ name: z.string(), email: z.string(), address: z.string() }),
  Product: z.object({ name: z.string(), price: z.number(), productId: z.string() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/* ---------- orders ---------- */

/** One line of an order: units taken from one lot of the stock. Each line becomes one order. */
export const orderLineSchema = z.object({
  stockUnitId: z.uuid({ error: 'Choose the lot to order from' }),
  units: z
    .number({ error: 'Units must be a whole number' })
    .int({ error: 'Units must be a whole number' })
    .min(1, { error: 'Order at least one unit from each lot you list' })
    .max(MAX_UNITS, { error: `At most ${MAX_UNITS.toLocaleString('en-CA')} units on one line` }),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** `POST member/stock/{stockId}/order`. */
export const orderCreateSchema = z.object({
  orderUnits: z
    .array(orderLineSchema, { error: MESSAGES.noStockForOrder })
    .min(1, { error: MESSAGES.noStockForOrder })
    .max(200, { error: 'At most 200 lots in one order' }),
});

/** `PATCH {type}/order/{id}/dispatch`: which list the dispatch belongs to. */
export const orderDispatchSchema = z.object({
  type: z.enum(ORDER_TYPES, { error: `type must be one of ${ORDER_TYPES.join(', ')}` }),
});

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/* ---------- replenishments ---------- */

/** `POST supplier/stockreplenish/{id}/replenish`: new lots, checked like an increase's proposal. */
export const replenishSchema = stockProposalSchema;

/** `PATCH|POST member/stockreplenish/{id}/status`: the member's decision on the proposed lots, as shown (`version`). */
export const replenishmentDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'DENIED'], { error: 'status must be APPROVED or DENIED' }),
  version: z.number({ error: 'version must be a whole number' }).int({ error: 'version must be a whole number' }).min(0).optional(),
});

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
  /** The proposed lots and comments, named as a stock request's (as the spec names them). */
  ...proposalParts,
});
export type Replenishment = z.infer<typeof replenishmentSchema>;

/* ---------- transfers between members ---------- */

/** `POST member/stock/{stockId}/transfer/request`: the recipient and the units of each lot to move. */
export const transferRequestSchema = z.object({
  memberId: z.uuid({ error: 'Choose the member to transfer to' }),
  stockUnits: z
    .array(orderLineSchema, { error: MESSAGES.noStockForTransfer })
    .min(1, { error: MESSAGES.noStockForTransfer })
    .max(200, { error: 'At most 200 lots in one transfer' }),
});

const memberBrief = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), address: z.string(), profilePic: z.string().nullable() });

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** One row of Total Stock: a product at a location, with the lots members hold there. */
export const stockAggregateSchema = z.object({
  Product: productBrief,
  Location: locationBrief,
  totalUnits: z.number().int(),
  stockUnits: z.array(
    z.object({
      _id: z.uuid(),
      assignedUnits: z.number().int(),
      lotNumber: z.string(),
      expiry: z.string(),
      Member: z.object({ _id: z.uuid(), name: z.string() }),
    }),
  ),
});
export type StockAggregate = z.infer<typeof stockAggregateSchema>;
