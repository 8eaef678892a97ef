/**
 * Generated from the API's OpenAPI document by `npm run client:generate` (openapi-typescript). Do not edit.
 */

export interface paths {
    "/api/auth/signin/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a 6-digit sign-in code */
        post: operations["requestSigninCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the code for a token */
        post: operations["verifySigninCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the session; answers the database clock */
        get: operations["memberCheckSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke this session
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["memberSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my API keys (never the keys themselves), newest first
         * @description Only with a person’s session: an API key is refused (403).
         */
        get: operations["memberListApiKeys"];
        put?: never;
        /**
         * Create an API key; the answer holds the key, shown this once
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["memberCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/apikey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key; the next call made with it is refused
         * @description Only with a person’s session: an API key is refused (403).
         */
        delete: operations["memberRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read my profile */
        get: operations["memberGetProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update my profile (multipart: profilePic, name, email, phone, address) */
        patch: operations["memberUpdateProfile"];
        trace?: never;
    };
    "/api/member/me/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the code sent to it (ends every other session)
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["memberConfirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the members */
        get: operations["memberListMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/members.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the members list as CSV */
        get: operations["memberExportMembersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/memberList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active members by name */
        get: operations["memberListMemberNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List my notifications */
        get: operations["memberListNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notifications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Notifications list as CSV */
        get: operations["memberExportNotificationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notifications/unseen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count my unseen notifications */
        get: operations["memberCountUnseenNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notification/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a notification seen */
        patch: operations["memberMarkNotificationSeen"];
        trace?: never;
    };
    "/api/member/notifications/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a one-use ticket (30 s) to open the notification stream from a browser
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["memberCreateNotificationStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream new notifications and the unseen count as server-sent events
         * @description Events `notification` (as the list shows it) and `unseen` (as /notifications/unseen answers), each with an `id:`; a client that comes back with `Last-Event-ID` gets what it missed. A comment every 25 s. The token in Authorization, or a ticket from POST /notifications/stream/ticket in `ticket`.
         */
        get: operations["memberStreamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact message */
        post: operations["memberSendQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read this portal's dashboard: counts and charts */
        get: operations["memberGetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/worklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for the reader, with counts, oldest first: the administrator's decisions (par-level requests, locations, supply chains, counts) and, for every portal, recalls past their respond-by date with units remaining */
        get: operations["memberGetWorklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products */
        get: operations["memberListProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Products list as CSV */
        get: operations["memberExportProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a product */
        get: operations["memberGetProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/stockrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stockrequest's story: who did what and when, newest first (visible to whoever may read the stockrequest) */
        get: operations["memberGetStockrequestTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/replenishment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A replenishment's story: who did what and when, newest first (visible to whoever may read the replenishment) */
        get: operations["memberGetReplenishmentTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A order's story: who did what and when, newest first (visible to whoever may read the order) */
        get: operations["memberGetOrderTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer's story: who did what and when, newest first (visible to whoever may read the transfer) */
        get: operations["memberGetTransferTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/replacement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A replacement's story: who did what and when, newest first (visible to whoever may read the replacement) */
        get: operations["memberGetReplacementTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recall's story: who did what and when, newest first (visible to whoever may read the recall) */
        get: operations["memberGetRecallTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/timeline/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's story: who did what and when, newest first (visible to whoever may read the product) */
        get: operations["memberGetProductTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/suresupply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List my Reserve Drug Supply: par level, units, monthly usage and days of cover of each */
        get: operations["memberListSureSupply"];
        put?: never;
        /** Enrol products in the Reserve Drug Supply */
        post: operations["memberEnrolProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stocks: par level, units, lots, monthly usage and days of cover of each */
        get: operations["memberListStocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocks/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the stocks' figures are computed: the usage window in months, the lead time in days, and the day they are as of */
        get: operations["memberGetFigureBasis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/suresupply.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Reserve Drug Supply as CSV */
        get: operations["memberExportSureSupplyCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocks.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock list as CSV */
        get: operations["memberExportStocksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock */
        get: operations["memberGetStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Let the supplier replace this stock's lots with fresher ones, or not (`isReplacable`) */
        patch: operations["memberSetStockReplacable"];
        trace?: never;
    };
    "/api/member/stock/{id}/allocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan units from my stock, earliest-expiring lots first (expired lots and held units skipped) */
        get: operations["memberAllocateFirstExpiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/lots/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an active recall names a lot of the product with this GTIN (a scanned pack), and which */
        get: operations["memberFindLotRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stock/increase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to raise the par level of a stock */
        post: operations["memberRequestParLevelIncrease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stock/decrease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to lower the par level of a stock */
        post: operations["memberRequestParLevelDecrease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockrequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List par-level requests */
        get: operations["memberListStockRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockrequests.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock requests list as CSV */
        get: operations["memberExportStockRequestsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a par-level request */
        get: operations["memberGetStockRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a pending request */
        patch: operations["memberUpdateStockRequest"];
        trace?: never;
    };
    "/api/member/stockrequest/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Administrator: approve the request. Member: approve the proposed lots. `version`: the one the person was shown. */
        patch: operations["memberApproveStockRequest"];
        trace?: never;
    };
    "/api/member/stockrequest/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["memberCommentOnStockRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an invoice */
        get: operations["memberGetInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["memberListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/orders/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orders of expiring lots */
        get: operations["memberListExpiringOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Orders list as CSV */
        get: operations["memberExportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/orders/expiring.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Expiring Lots list as CSV */
        get: operations["memberExportExpiringOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/order/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approve an expiring-lot order: the lot leaves the stock and its replacement opens */
        patch: operations["memberApproveExpiringOrder"];
        trace?: never;
    };
    "/api/member/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an order */
        get: operations["memberGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stock/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order units of lots of one stock: each line becomes one order, and the units leave the stock at once */
        post: operations["memberCreateOrderFromStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/order/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Confirm receipt */
        patch: operations["memberCompleteOrder"];
        trace?: never;
    };
    "/api/member/stockreplenishments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List replenishments */
        get: operations["memberListReplenishments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplenishments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the replenishments list as CSV */
        get: operations["memberExportReplenishmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplenishment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a replenishment */
        get: operations["memberGetReplenishment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplenish/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or deny the proposed lots, as shown (`version`) */
        post: operations["memberDecideReplenishmentByPost"];
        delete?: never;
        options?: never;
        head?: never;
        /** Approve or deny the proposed lots, as shown (`version`) */
        patch: operations["memberDecideReplenishment"];
        trace?: never;
    };
    "/api/member/stockreplenish/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["memberCommentOnReplenishment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stock/{id}/transfer/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer units of lots of this stock to another member */
        post: operations["memberRequestTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocktransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transfers */
        get: operations["memberListTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocktransfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the transfers list as CSV */
        get: operations["memberExportTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocktransfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a transfer */
        get: operations["memberGetTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stocktransfer/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Accept the units offered, as shown (`version`) */
        patch: operations["memberApproveTransfer"];
        trace?: never;
    };
    "/api/member/stocktransfer/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Decline the units offered, as shown (`version`) */
        patch: operations["memberDenyTransfer"];
        trace?: never;
    };
    "/api/member/stock/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to replace units of this stock's lots with fresher lots (the supplier: only while the member lets it) */
        post: operations["memberReplaceStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock replacements */
        get: operations["memberListReplacements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplacements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock replacements list as CSV */
        get: operations["memberExportReplacementsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplacement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock replacement */
        get: operations["memberGetReplacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/stockreplacement/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approve the swap, as shown (`version`): the units move */
        patch: operations["memberApproveReplacement"];
        trace?: never;
    };
    "/api/member/stockreplacement/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Deny the replacement, as shown (`version`): the units are released */
        patch: operations["memberDenyReplacement"];
        trace?: never;
    };
    "/api/member/stockreplacement/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["memberCommentOnReplacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List adjustments: a member its stocks', an operator its locations', the administrator all */
        get: operations["memberListAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/adjustments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the adjustments list as CSV */
        get: operations["memberExportAdjustmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recalls: the administrator all, a supplier its products' and those at its locations, a distributor those at its locations, a member those it holds units of */
        get: operations["memberListRecalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a recall with your part of its trace (by member, location and lot), its tasks, dispositions and completion */
        get: operations["memberGetRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/recall/{id}/trace.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export your part of a recall's trace as CSV, a row per lot */
        get: operations["memberExportRecallTraceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/recalltasks/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your recall tasks not yet done (of active recalls): how many, and the newest few, for the dashboard */
        get: operations["memberOpenRecallTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/recalltask/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge your task in a recall; answers the recall */
        post: operations["memberAcknowledgeRecallTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/expiryrisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units and value projected to expire unused: by month over a horizon, and the lots at risk, most value first */
        get: operations["memberGetExpiryRisk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/expiryrisk.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export every lot at risk of the horizon as CSV */
        get: operations["memberExportExpiryRiskCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/redistribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest transfers of units at risk of expiring to members short of the product, most value saved first
         * @description A member sees the suggestions for its own lots, the administrator the programme's; `valueSaved` is the total of every suggestion, not only the page's.
         */
        get: operations["memberListRedistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/redistribution.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the redistribution suggestions as CSV */
        get: operations["memberExportRedistributionCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the session; answers the database clock */
        get: operations["supplierCheckSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke this session
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["supplierSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my API keys (never the keys themselves), newest first
         * @description Only with a person’s session: an API key is refused (403).
         */
        get: operations["supplierListApiKeys"];
        put?: never;
        /**
         * Create an API key; the answer holds the key, shown this once
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["supplierCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/apikey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key; the next call made with it is refused
         * @description Only with a person’s session: an API key is refused (403).
         */
        delete: operations["supplierRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read my profile */
        get: operations["supplierGetProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update my profile (multipart: profilePic, name, email, phone, address) */
        patch: operations["supplierUpdateProfile"];
        trace?: never;
    };
    "/api/supplier/me/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the code sent to it (ends every other session)
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["supplierConfirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/distributor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active distributors by name */
        get: operations["supplierListDistributorNames"];
        put?: never;
        /** Select the distributors a supplier works with */
        post: operations["supplierSelectDistributors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List my notifications */
        get: operations["supplierListNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/notifications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Notifications list as CSV */
        get: operations["supplierExportNotificationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/notifications/unseen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count my unseen notifications */
        get: operations["supplierCountUnseenNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/notification/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a notification seen */
        patch: operations["supplierMarkNotificationSeen"];
        trace?: never;
    };
    "/api/supplier/notifications/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a one-use ticket (30 s) to open the notification stream from a browser
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["supplierCreateNotificationStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream new notifications and the unseen count as server-sent events
         * @description Events `notification` (as the list shows it) and `unseen` (as /notifications/unseen answers), each with an `id:`; a client that comes back with `Last-Event-ID` gets what it missed. A comment every 25 s. The token in Authorization, or a ticket from POST /notifications/stream/ticket in `ticket`.
         */
        get: operations["supplierStreamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact message */
        post: operations["supplierSendQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read this portal's dashboard: counts and charts */
        get: operations["supplierGetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/worklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for the reader, with counts, oldest first: the administrator's decisions (par-level requests, locations, supply chains, counts) and, for every portal, recalls past their respond-by date with units remaining */
        get: operations["supplierGetWorklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locations */
        get: operations["supplierListLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/locations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Locations list as CSV */
        get: operations["supplierExportLocationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/locations/supplier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the supplier's own locations and its distributors' locations */
        get: operations["supplierListSupplierLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/locationlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved locations for pickers */
        get: operations["supplierListApprovedLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a location */
        get: operations["supplierGetLocation"];
        /** Edit a location */
        put: operations["supplierUpdateLocation"];
        post?: never;
        /** Delete a location */
        delete: operations["supplierDeleteLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a location; it waits for the administrator */
        post: operations["supplierCreateLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products */
        get: operations["supplierListProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Products list as CSV */
        get: operations["supplierExportProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a product */
        get: operations["supplierGetProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/supplychain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List supply chains */
        get: operations["supplierListSupplyChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/supplychain.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the supply chain list as CSV */
        get: operations["supplierExportSupplyChainsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/supplychain/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a supply chain */
        get: operations["supplierGetSupplyChain"];
        put?: never;
        /** Submit the supply chain for approval */
        post: operations["supplierSubmitSupplyChain"];
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a partner (id is the partner's) */
        patch: operations["supplierUpdateSupplyChainPartner"];
        trace?: never;
    };
    "/api/supplier/product/{id}/supplychain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a material supplier, manufacturing facility or warehouse */
        post: operations["supplierAddSupplyChainPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/supplychain/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a partner (id is the partner's) */
        post: operations["supplierDeleteSupplyChainPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/stockrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stockrequest's story: who did what and when, newest first (visible to whoever may read the stockrequest) */
        get: operations["supplierGetStockrequestTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/replenishment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A replenishment's story: who did what and when, newest first (visible to whoever may read the replenishment) */
        get: operations["supplierGetReplenishmentTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A order's story: who did what and when, newest first (visible to whoever may read the order) */
        get: operations["supplierGetOrderTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer's story: who did what and when, newest first (visible to whoever may read the transfer) */
        get: operations["supplierGetTransferTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/replacement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A replacement's story: who did what and when, newest first (visible to whoever may read the replacement) */
        get: operations["supplierGetReplacementTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A count's story: who did what and when, newest first (visible to whoever may read the count) */
        get: operations["supplierGetCountTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recall's story: who did what and when, newest first (visible to whoever may read the recall) */
        get: operations["supplierGetRecallTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A location's story: who did what and when, newest first (visible to whoever may read the location) */
        get: operations["supplierGetLocationTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/supplychain/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplychain's story: who did what and when, newest first (visible to whoever may read the supplychain) */
        get: operations["supplierGetSupplychainTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/timeline/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's story: who did what and when, newest first (visible to whoever may read the product) */
        get: operations["supplierGetProductTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stocks: par level, units, lots, monthly usage and days of cover of each */
        get: operations["supplierListStocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocks/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the stocks' figures are computed: the usage window in months, the lead time in days, and the day they are as of */
        get: operations["supplierGetFigureBasis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocks/aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total Stock: each product at each location, with the lots members hold there */
        get: operations["supplierListTotalStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocks.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock list as CSV */
        get: operations["supplierExportStocksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocks/aggregate.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export Total Stock as CSV */
        get: operations["supplierExportTotalStockCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock */
        get: operations["supplierGetStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/lots/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an active recall names a lot of the product with this GTIN (a scanned pack), and which */
        get: operations["supplierFindLotRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockrequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List par-level requests */
        get: operations["supplierListStockRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockrequests.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock requests list as CSV */
        get: operations["supplierExportStockRequestsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a par-level request */
        get: operations["supplierGetStockRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockrequest/{id}/increase/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Propose (or revise) the lines of a request */
        patch: operations["supplierProposeStockRequestLines"];
        trace?: never;
    };
    "/api/supplier/stock/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose (or revise) the lines of the open request of a stock */
        post: operations["supplierProposeLinesForStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockrequest/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark paid (increase) or assigned (decrease): the units move */
        patch: operations["supplierMarkStockRequestPaid"];
        trace?: never;
    };
    "/api/supplier/stockrequest/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["supplierCommentOnStockRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an invoice */
        get: operations["supplierGetInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["supplierListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/orders/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orders of expiring lots */
        get: operations["supplierListExpiringOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Orders list as CSV */
        get: operations["supplierExportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/orders/expiring.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Expiring Lots list as CSV */
        get: operations["supplierExportExpiringOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an order */
        get: operations["supplierGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/order/{id}/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Dispatch an order (by the supplier or the distributor of its location) */
        patch: operations["supplierDispatchOrder"];
        trace?: never;
    };
    "/api/supplier/stockreplenishments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List replenishments */
        get: operations["supplierListReplenishments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplenishments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the replenishments list as CSV */
        get: operations["supplierExportReplenishmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplenishment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a replenishment */
        get: operations["supplierGetReplenishment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplenish/{id}/replenish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose (or revise) the lots of a replenishment */
        post: operations["supplierProposeReplenishmentLots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplenish/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark paid: the lots enter the stock */
        post: operations["supplierMarkReplenishmentPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplenish/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["supplierCommentOnReplenishment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocktransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transfers */
        get: operations["supplierListTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocktransfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the transfers list as CSV */
        get: operations["supplierExportTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stocktransfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a transfer */
        get: operations["supplierGetTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stock/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to replace units of this stock's lots with fresher lots (the supplier: only while the member lets it) */
        post: operations["supplierReplaceStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/recall/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a replacement of a member stock's recalled units still on hand (all of them, held for it) while the recall is active: you assign fresher lots, the member approves (the units leave as returned) or denies */
        post: operations["supplierReplaceRecalledUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock replacements */
        get: operations["supplierListReplacements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplacements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock replacements list as CSV */
        get: operations["supplierExportReplacementsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplacement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock replacement */
        get: operations["supplierGetReplacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplacement/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign (or revise) the fresher lots: as many units as go out */
        post: operations["supplierAssignReplacementLots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockreplacement/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["supplierCommentOnReplacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/stockunit/{id}/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a lot's units with a reason (only FOUND and COUNT_CORRECTION add; never below the units held) */
        post: operations["supplierAdjustLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List adjustments: a member its stocks', an operator its locations', the administrator all */
        get: operations["supplierListAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/adjustments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the adjustments list as CSV */
        get: operations["supplierExportAdjustmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List counts */
        get: operations["supplierListCounts"];
        put?: never;
        /** Open a count of every lot at a location of yours (one open at a time per location) */
        post: operations["supplierOpenCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/counts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the counts list as CSV */
        get: operations["supplierExportCountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a count with its figures and a page of its lines (`limit`, `skip`, `search` on lot number or product name) */
        get: operations["supplierGetCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save counted lines (each records the lot's units now as expected) and found lots */
        patch: operations["supplierSaveCount"];
        trace?: never;
    };
    "/api/supplier/count/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit: the variances apply, or wait for the administrator over the thresholds (the administrator's own apply at once) */
        post: operations["supplierSubmitCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/count/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an abandoned open count: nothing moves, and the location may be counted again */
        post: operations["supplierCancelCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recalls: the administrator all, a supplier its products' and those at its locations, a distributor those at its locations, a member those it holds units of */
        get: operations["supplierListRecalls"];
        put?: never;
        /** Make a recall of a product's lots (every lot when none is named), as a draft: nothing is frozen until it is activated */
        post: operations["supplierCreateRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a recall with your part of its trace (by member, location and lot), its tasks, dispositions and completion */
        get: operations["supplierGetRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a draft recall, as shown (`version`) */
        patch: operations["supplierEditRecall"];
        trace?: never;
    };
    "/api/supplier/recall/{id}/trace.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export your part of a recall's trace as CSV, a row per lot */
        get: operations["supplierExportRecallTraceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/recall/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a draft recall into force: every matching lot holding units is frozen and traced, each holder told; answers the trace summary (`inTransit`: units of the lots in orders not completed, and held for pending transfers and open replacements) */
        post: operations["supplierActivateRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/recall/{id}/dispose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record units of a recalled lot at your location returned, destroyed or not found (LOST): they leave through the ledger as an adjustment naming the recall */
        post: operations["supplierDisposeRecallUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/recall/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an active recall once every located unit is returned, destroyed or lost (else a 409 with what remains); its lots unfreeze */
        post: operations["supplierCloseRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/expiryrisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units and value projected to expire unused: by month over a horizon, and the lots at risk, most value first */
        get: operations["supplierGetExpiryRisk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/expiryrisk.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export every lot at risk of the horizon as CSV */
        get: operations["supplierExportExpiryRiskCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the session; answers the database clock */
        get: operations["distributorCheckSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke this session
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["distributorSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my API keys (never the keys themselves), newest first
         * @description Only with a person’s session: an API key is refused (403).
         */
        get: operations["distributorListApiKeys"];
        put?: never;
        /**
         * Create an API key; the answer holds the key, shown this once
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["distributorCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/apikey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key; the next call made with it is refused
         * @description Only with a person’s session: an API key is refused (403).
         */
        delete: operations["distributorRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read my profile */
        get: operations["distributorGetProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update my profile (multipart: profilePic, name, email, phone, address) */
        patch: operations["distributorUpdateProfile"];
        trace?: never;
    };
    "/api/distributor/me/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the code sent to it (ends every other session)
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["distributorConfirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List my notifications */
        get: operations["distributorListNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/notifications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Notifications list as CSV */
        get: operations["distributorExportNotificationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/notifications/unseen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count my unseen notifications */
        get: operations["distributorCountUnseenNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/notification/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a notification seen */
        patch: operations["distributorMarkNotificationSeen"];
        trace?: never;
    };
    "/api/distributor/notifications/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a one-use ticket (30 s) to open the notification stream from a browser
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["distributorCreateNotificationStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream new notifications and the unseen count as server-sent events
         * @description Events `notification` (as the list shows it) and `unseen` (as /notifications/unseen answers), each with an `id:`; a client that comes back with `Last-Event-ID` gets what it missed. A comment every 25 s. The token in Authorization, or a ticket from POST /notifications/stream/ticket in `ticket`.
         */
        get: operations["distributorStreamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact message */
        post: operations["distributorSendQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read this portal's dashboard: counts and charts */
        get: operations["distributorGetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/worklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for the reader, with counts, oldest first: the administrator's decisions (par-level requests, locations, supply chains, counts) and, for every portal, recalls past their respond-by date with units remaining */
        get: operations["distributorGetWorklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locations */
        get: operations["distributorListLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/locations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Locations list as CSV */
        get: operations["distributorExportLocationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/locationlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved locations for pickers */
        get: operations["distributorListApprovedLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a location */
        get: operations["distributorGetLocation"];
        /** Edit a location */
        put: operations["distributorUpdateLocation"];
        post?: never;
        /** Delete a location */
        delete: operations["distributorDeleteLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a location; it waits for the administrator */
        post: operations["distributorCreateLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products */
        get: operations["distributorListProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Products list as CSV */
        get: operations["distributorExportProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a product */
        get: operations["distributorGetProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/timeline/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A order's story: who did what and when, newest first (visible to whoever may read the order) */
        get: operations["distributorGetOrderTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/timeline/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer's story: who did what and when, newest first (visible to whoever may read the transfer) */
        get: operations["distributorGetTransferTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/timeline/count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A count's story: who did what and when, newest first (visible to whoever may read the count) */
        get: operations["distributorGetCountTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/timeline/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recall's story: who did what and when, newest first (visible to whoever may read the recall) */
        get: operations["distributorGetRecallTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/timeline/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A location's story: who did what and when, newest first (visible to whoever may read the location) */
        get: operations["distributorGetLocationTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/timeline/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's story: who did what and when, newest first (visible to whoever may read the product) */
        get: operations["distributorGetProductTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stocks: par level, units, lots, monthly usage and days of cover of each */
        get: operations["distributorListStocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stocks/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the stocks' figures are computed: the usage window in months, the lead time in days, and the day they are as of */
        get: operations["distributorGetFigureBasis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stocks.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock list as CSV */
        get: operations["distributorExportStocksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock */
        get: operations["distributorGetStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/lots/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an active recall names a lot of the product with this GTIN (a scanned pack), and which */
        get: operations["distributorFindLotRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["distributorListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/orders/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orders of expiring lots */
        get: operations["distributorListExpiringOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Orders list as CSV */
        get: operations["distributorExportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/orders/expiring.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Expiring Lots list as CSV */
        get: operations["distributorExportExpiringOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an order */
        get: operations["distributorGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/order/{id}/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Dispatch an order (by the supplier or the distributor of its location) */
        patch: operations["distributorDispatchOrder"];
        trace?: never;
    };
    "/api/distributor/stocktransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transfers */
        get: operations["distributorListTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stocktransfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the transfers list as CSV */
        get: operations["distributorExportTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stocktransfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a transfer */
        get: operations["distributorGetTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/stockunit/{id}/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a lot's units with a reason (only FOUND and COUNT_CORRECTION add; never below the units held) */
        post: operations["distributorAdjustLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List adjustments: a member its stocks', an operator its locations', the administrator all */
        get: operations["distributorListAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/adjustments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the adjustments list as CSV */
        get: operations["distributorExportAdjustmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List counts */
        get: operations["distributorListCounts"];
        put?: never;
        /** Open a count of every lot at a location of yours (one open at a time per location) */
        post: operations["distributorOpenCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/counts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the counts list as CSV */
        get: operations["distributorExportCountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a count with its figures and a page of its lines (`limit`, `skip`, `search` on lot number or product name) */
        get: operations["distributorGetCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save counted lines (each records the lot's units now as expected) and found lots */
        patch: operations["distributorSaveCount"];
        trace?: never;
    };
    "/api/distributor/count/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit: the variances apply, or wait for the administrator over the thresholds (the administrator's own apply at once) */
        post: operations["distributorSubmitCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/count/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an abandoned open count: nothing moves, and the location may be counted again */
        post: operations["distributorCancelCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recalls: the administrator all, a supplier its products' and those at its locations, a distributor those at its locations, a member those it holds units of */
        get: operations["distributorListRecalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a recall with your part of its trace (by member, location and lot), its tasks, dispositions and completion */
        get: operations["distributorGetRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/recall/{id}/trace.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export your part of a recall's trace as CSV, a row per lot */
        get: operations["distributorExportRecallTraceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/recall/{id}/dispose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record units of a recalled lot at your location returned, destroyed or not found (LOST): they leave through the ledger as an adjustment naming the recall */
        post: operations["distributorDisposeRecallUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/expiryrisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units and value projected to expire unused: by month over a horizon, and the lots at risk, most value first */
        get: operations["distributorGetExpiryRisk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor/expiryrisk.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export every lot at risk of the horizon as CSV */
        get: operations["distributorExportExpiryRiskCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the session; answers the database clock */
        get: operations["healthproCheckSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke this session
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["healthproSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my API keys (never the keys themselves), newest first
         * @description Only with a person’s session: an API key is refused (403).
         */
        get: operations["healthproListApiKeys"];
        put?: never;
        /**
         * Create an API key; the answer holds the key, shown this once
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["healthproCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/apikey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key; the next call made with it is refused
         * @description Only with a person’s session: an API key is refused (403).
         */
        delete: operations["healthproRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read my profile */
        get: operations["healthproGetProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update my profile (multipart: profilePic, name, email, phone, address) */
        patch: operations["healthproUpdateProfile"];
        trace?: never;
    };
    "/api/healthpro/me/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the code sent to it (ends every other session)
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["healthproConfirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the members */
        get: operations["healthproListMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/members.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the members list as CSV */
        get: operations["healthproExportMembersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/memberList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active members by name */
        get: operations["healthproListMemberNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/member/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a member (multipart) */
        post: operations["healthproCreateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/member/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a member (deactivated instead when it has history, refused while it holds records) */
        delete: operations["healthproDeleteMember"];
        options?: never;
        head?: never;
        /** Edit a member (multipart, with isActive) */
        patch: operations["healthproUpdateMember"];
        trace?: never;
    };
    "/api/healthpro/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the suppliers */
        get: operations["healthproListSuppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/suppliers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the suppliers list as CSV */
        get: operations["healthproExportSuppliersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/suppliers/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active suppliers by name */
        get: operations["healthproListSupplierNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplier/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a supplier (multipart) */
        post: operations["healthproCreateSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplier/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a supplier (deactivated instead when it has history, refused while it holds records) */
        delete: operations["healthproDeleteSupplier"];
        options?: never;
        head?: never;
        /** Edit a supplier (multipart, with isActive) */
        patch: operations["healthproUpdateSupplier"];
        trace?: never;
    };
    "/api/healthpro/distributors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the distributors */
        get: operations["healthproListDistributors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/distributors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the distributors list as CSV */
        get: operations["healthproExportDistributorsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/distributor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active distributors by name */
        get: operations["healthproListDistributorNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/distributor/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a distributor (multipart) */
        post: operations["healthproCreateDistributor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/distributor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a distributor (deactivated instead when it has history, refused while it holds records) */
        delete: operations["healthproDeleteDistributor"];
        options?: never;
        head?: never;
        /** Edit a distributor (multipart, with isActive) */
        patch: operations["healthproUpdateDistributor"];
        trace?: never;
    };
    "/api/healthpro/impersonate/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act as another user
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["healthproImpersonateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List my notifications */
        get: operations["healthproListNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/notifications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Notifications list as CSV */
        get: operations["healthproExportNotificationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/notifications/unseen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count my unseen notifications */
        get: operations["healthproCountUnseenNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/notification/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a notification seen */
        patch: operations["healthproMarkNotificationSeen"];
        trace?: never;
    };
    "/api/healthpro/notifications/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a one-use ticket (30 s) to open the notification stream from a browser
         * @description Only with a person’s session: an API key is refused (403).
         */
        post: operations["healthproCreateNotificationStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream new notifications and the unseen count as server-sent events
         * @description Events `notification` (as the list shows it) and `unseen` (as /notifications/unseen answers), each with an `id:`; a client that comes back with `Last-Event-ID` gets what it missed. A comment every 25 s. The token in Authorization, or a ticket from POST /notifications/stream/ticket in `ticket`.
         */
        get: operations["healthproStreamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact message */
        post: operations["healthproSendQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the contact messages */
        get: operations["healthproListQueries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/queries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Queries list as CSV */
        get: operations["healthproExportQueriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/query/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a contact message */
        delete: operations["healthproDeleteQuery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read this portal's dashboard: counts and charts */
        get: operations["healthproGetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/worklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for the reader, with counts, oldest first: the administrator's decisions (par-level requests, locations, supply chains, counts) and, for every portal, recalls past their respond-by date with units remaining */
        get: operations["healthproGetWorklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locations */
        get: operations["healthproListLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/locations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Locations list as CSV */
        get: operations["healthproExportLocationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/locationlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved locations for pickers */
        get: operations["healthproListApprovedLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a location */
        get: operations["healthproGetLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/location/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending location */
        post: operations["healthproApproveLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/location/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a pending location, with a reason */
        post: operations["healthproDenyLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the products */
        get: operations["healthproListProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Products list as CSV */
        get: operations["healthproExportProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a product */
        get: operations["healthproGetProduct"];
        put?: never;
        post?: never;
        /** Delete a product */
        delete: operations["healthproDeleteProduct"];
        options?: never;
        head?: never;
        /** Edit a product */
        patch: operations["healthproUpdateProduct"];
        trace?: never;
    };
    "/api/healthpro/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product */
        post: operations["healthproCreateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplychain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List supply chains */
        get: operations["healthproListSupplyChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplychain.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the supply chain list as CSV */
        get: operations["healthproExportSupplyChainsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplychain/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a supply chain */
        get: operations["healthproGetSupplyChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplychain/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a submitted supply chain */
        post: operations["healthproApproveSupplyChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplychain/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a submitted supply chain, with a reason */
        post: operations["healthproDenySupplyChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplyrisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Supply-chain risk: each product, who holds its units, its flags and days of cover, most at risk first */
        get: operations["healthproListSupplyRisk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/supplyrisk.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export supply-chain risk as CSV */
        get: operations["healthproExportSupplyRiskCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/stockrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stockrequest's story: who did what and when, newest first (visible to whoever may read the stockrequest) */
        get: operations["healthproGetStockrequestTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/replenishment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A replenishment's story: who did what and when, newest first (visible to whoever may read the replenishment) */
        get: operations["healthproGetReplenishmentTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A order's story: who did what and when, newest first (visible to whoever may read the order) */
        get: operations["healthproGetOrderTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer's story: who did what and when, newest first (visible to whoever may read the transfer) */
        get: operations["healthproGetTransferTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/replacement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A replacement's story: who did what and when, newest first (visible to whoever may read the replacement) */
        get: operations["healthproGetReplacementTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A count's story: who did what and when, newest first (visible to whoever may read the count) */
        get: operations["healthproGetCountTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recall's story: who did what and when, newest first (visible to whoever may read the recall) */
        get: operations["healthproGetRecallTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/location/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A location's story: who did what and when, newest first (visible to whoever may read the location) */
        get: operations["healthproGetLocationTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/supplychain/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplychain's story: who did what and when, newest first (visible to whoever may read the supplychain) */
        get: operations["healthproGetSupplychainTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's story: who did what and when, newest first (visible to whoever may read the product) */
        get: operations["healthproGetProductTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/timeline/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's story: who did what and when, newest first (visible to whoever may read the user) */
        get: operations["healthproGetUserTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/user/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a user did, or an administrator did acting as them, across records, newest first */
        get: operations["healthproGetUserActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stocks: par level, units, lots, monthly usage and days of cover of each */
        get: operations["healthproListStocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocks/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the stocks' figures are computed: the usage window in months, the lead time in days, and the day they are as of */
        get: operations["healthproGetFigureBasis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocks/aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total Stock: each product at each location, with the lots members hold there */
        get: operations["healthproListTotalStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocks.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock list as CSV */
        get: operations["healthproExportStocksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocks/aggregate.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export Total Stock as CSV */
        get: operations["healthproExportTotalStockCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stock/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock */
        get: operations["healthproGetStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/lots/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an active recall names a lot of the product with this GTIN (a scanned pack), and which */
        get: operations["healthproFindLotRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockrequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List par-level requests */
        get: operations["healthproListStockRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockrequests.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock requests list as CSV */
        get: operations["healthproExportStockRequestsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockrequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a par-level request */
        get: operations["healthproGetStockRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockrequest/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Administrator: approve the request. Member: approve the proposed lots. `version`: the one the person was shown. */
        patch: operations["healthproApproveStockRequest"];
        trace?: never;
    };
    "/api/healthpro/stockrequest/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Deny a request, with a reason */
        patch: operations["healthproDenyStockRequest"];
        trace?: never;
    };
    "/api/healthpro/stockrequest/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["healthproCommentOnStockRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an invoice */
        get: operations["healthproGetInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["healthproListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/orders/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orders of expiring lots */
        get: operations["healthproListExpiringOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Orders list as CSV */
        get: operations["healthproExportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/orders/expiring.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Expiring Lots list as CSV */
        get: operations["healthproExportExpiringOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/expiringlots/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the expiring-lots job now */
        post: operations["healthproRunExpiringLotsJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an order */
        get: operations["healthproGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplenishments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List replenishments */
        get: operations["healthproListReplenishments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplenishments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the replenishments list as CSV */
        get: operations["healthproExportReplenishmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplenishment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a replenishment */
        get: operations["healthproGetReplenishment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplenish/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["healthproCommentOnReplenishment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocktransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transfers */
        get: operations["healthproListTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocktransfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the transfers list as CSV */
        get: operations["healthproExportTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stocktransfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a transfer */
        get: operations["healthproGetTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recall/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a replacement of a member stock's recalled units still on hand (all of them, held for it) while the recall is active: you assign fresher lots, the member approves (the units leave as returned) or denies */
        post: operations["healthproReplaceRecalledUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock replacements */
        get: operations["healthproListReplacements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplacements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the stock replacements list as CSV */
        get: operations["healthproExportReplacementsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplacement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a stock replacement */
        get: operations["healthproGetReplacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockreplacement/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment */
        post: operations["healthproCommentOnReplacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/stockunit/{id}/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a lot's units with a reason (only FOUND and COUNT_CORRECTION add; never below the units held) */
        post: operations["healthproAdjustLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List adjustments: a member its stocks', an operator its locations', the administrator all */
        get: operations["healthproListAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/adjustments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the adjustments list as CSV */
        get: operations["healthproExportAdjustmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List counts */
        get: operations["healthproListCounts"];
        put?: never;
        /** Open a count of every lot at a location of yours (one open at a time per location) */
        post: operations["healthproOpenCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/counts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the counts list as CSV */
        get: operations["healthproExportCountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a count with its figures and a page of its lines (`limit`, `skip`, `search` on lot number or product name) */
        get: operations["healthproGetCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save counted lines (each records the lot's units now as expected) and found lots */
        patch: operations["healthproSaveCount"];
        trace?: never;
    };
    "/api/healthpro/count/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit: the variances apply, or wait for the administrator over the thresholds (the administrator's own apply at once) */
        post: operations["healthproSubmitCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/count/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an abandoned open count: nothing moves, and the location may be counted again */
        post: operations["healthproCancelCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/count/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a waiting count, as shown (`version`): its variances apply */
        post: operations["healthproApproveCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/count/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a waiting count: nothing moves */
        post: operations["healthproDenyCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recalls: the administrator all, a supplier its products' and those at its locations, a distributor those at its locations, a member those it holds units of */
        get: operations["healthproListRecalls"];
        put?: never;
        /** Make a recall of a product's lots (every lot when none is named), as a draft: nothing is frozen until it is activated */
        post: operations["healthproCreateRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recall/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a recall with your part of its trace (by member, location and lot), its tasks, dispositions and completion */
        get: operations["healthproGetRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a draft recall, as shown (`version`) */
        patch: operations["healthproEditRecall"];
        trace?: never;
    };
    "/api/healthpro/recall/{id}/trace.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export your part of a recall's trace as CSV, a row per lot */
        get: operations["healthproExportRecallTraceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recall/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a draft recall into force: every matching lot holding units is frozen and traced, each holder told; answers the trace summary (`inTransit`: units of the lots in orders not completed, and held for pending transfers and open replacements) */
        post: operations["healthproActivateRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recall/{id}/dispose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record units of a recalled lot at your location returned, destroyed or not found (LOST): they leave through the ledger as an adjustment naming the recall */
        post: operations["healthproDisposeRecallUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recall/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an active recall once every located unit is returned, destroyed or lost (else a 409 with what remains); its lots unfreeze */
        post: operations["healthproCloseRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/recall/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revert an active recall started by mistake (a note says why): its lots unfreeze; its tasks and dispositions stay */
        post: operations["healthproRevertRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/expiryrisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units and value projected to expire unused: by month over a horizon, and the lots at risk, most value first */
        get: operations["healthproGetExpiryRisk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/expiryrisk.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export every lot at risk of the horizon as CSV */
        get: operations["healthproExportExpiryRiskCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/redistribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest transfers of units at risk of expiring to members short of the product, most value saved first
         * @description A member sees the suggestions for its own lots, the administrator the programme's; `valueSaved` is the total of every suggestion, not only the page's.
         */
        get: operations["healthproListRedistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthpro/redistribution.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the redistribution suggestions as CSV */
        get: operations["healthproExportRedistributionCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            message: string;
            /** @enum {string} */
            code: "BAD_REQUEST" | "VALIDATION" | "UNAUTHENTICATED" | "SESSION_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "WRONG_STATUS" | "STALE_VERSION" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "TIMEOUT" | "INTERNAL";
            /**
             * @description What happened, stable: branch on this, never on the message. Each reason, its code and meaning:
             *     - `input.invalid` (VALIDATION): A field, parameter or line breaks a rule; the message says which and what to change.
             *     - `request.malformed` (BAD_REQUEST): The body cannot be read: not JSON, empty, a wrong length, or a form with too many parts.
             *     - `request.tooLarge` (PAYLOAD_TOO_LARGE): The body or its file is larger than the API takes.
             *     - `request.unsupportedType` (UNSUPPORTED_MEDIA_TYPE): The content type is not taken here (send JSON, or multipart/form-data where a picture goes).
             *     - `upload.wrongType` (UNSUPPORTED_MEDIA_TYPE): The file is not a picture of a type this field takes (PNG, GIF or JPEG), by its content.
             *     - `auth.signInFirst` (UNAUTHENTICATED): No token, or one that is not valid: sign in.
             *     - `auth.sessionEnded` (SESSION_EXPIRED): The session expired, was ended, or the administrator session it acts under ended: sign in again.
             *     - `auth.accountInactive` (UNAUTHENTICATED): The account behind the token was deactivated.
             *     - `auth.forbidden` (FORBIDDEN): This portal, record or action is not open to this user.
             *     - `apiKey.invalid` (UNAUTHENTICATED): The API key is unknown, expired or revoked.
             *     - `apiKey.sessionOnly` (FORBIDDEN): Only a person signed in may do this, never an API key.
             *     - `apiKey.readOnly` (FORBIDDEN): The API key may only read; this call writes.
             *     - `apiKey.tooMany` (CONFLICT): The user already has the most live keys allowed: revoke one first.
             *     - `apiKey.alreadyRevoked` (CONFLICT): The key was already revoked.
             *     - `signIn.codeWrong` (VALIDATION): The code is not right; the message says how many tries are left.
             *     - `signIn.codeExpired` (VALIDATION): The code expired or was already used: ask for a new one.
             *     - `signIn.tooManyTries` (TOO_MANY_REQUESTS): Too many wrong codes: the code no longer works; ask for a new one.
             *     - `signIn.paused` (TOO_MANY_REQUESTS): Sign-in by code is paused for this address after too many wrong codes.
             *     - `rateLimit.tooMany` (TOO_MANY_REQUESTS): Too many calls, codes or e-mail changes in a window: wait (Retry-After, or the message) and try again.
             *     - `notifications.tooManyStreams` (TOO_MANY_REQUESTS): The user has the most live notification streams open: close one first.
             *     - `notifications.ticketInvalid` (UNAUTHENTICATED): The stream ticket was used or expired: ask for a new one.
             *     - `route.notFound` (NOT_FOUND): No such path or portal (a mistyped address, not a missing record).
             *     - `record.notFound` (NOT_FOUND): The record named by the path or the body does not exist, or is not one of yours.
             *     - `record.alreadyExists` (CONFLICT): A value that must be unique (an e-mail address, a product ID, a GTIN) is already taken.
             *     - `record.inUse` (CONFLICT): Other records still refer to this one, so it cannot be deleted.
             *     - `record.ruleBroken` (CONFLICT): The change would break a rule the database keeps on the stock records.
             *     - `user.inactive` (CONFLICT): The account named is not active: activate it first.
             *     - `stockRequest.openExists` (CONFLICT): The stock already has an open par-level request.
             *     - `proposal.noLongerFits` (CONFLICT): The proposed lots no longer add up to what the stock needs now: the supplier revises them.
             *     - `replacement.notReplacable` (CONFLICT): The member has not agreed that the supplier may replace this stock's lots (isReplacable is false).
             *     - `count.openExists` (CONFLICT): The location already has a count open or waiting for approval; the message names it.
             *     - `recall.frozen` (CONFLICT): The lot is frozen by an active recall: its units may only be disposed of; the message names the recall and the lot.
             *     - `recall.alreadyActive` (CONFLICT): Another active recall of the product already covers one of these lots; the message names it.
             *     - `recall.unitsRemain` (CONFLICT): The recall cannot close while located units remain unaccounted for; the message says how many, on which lots.
             *     - `recall.overRemaining` (CONFLICT): The disposition names more units than remain on the recalled lot.
             *     - `recall.nothingToReplace` (CONFLICT): No recalled units of the member's stock are left to replace: all were disposed of, or are held for a replacement or a transfer.
             *     - `recall.replacementOpen` (CONFLICT): A replacement of the recall's units is open on that stock: the member approves or denies it first; the message names it.
             *     - `adjustment.notExpired` (CONFLICT): An EXPIRED write-off names a lot that has not expired yet: choose another reason.
             *     - `ledger.belowHeld` (CONFLICT): The adjustment would take a lot below zero or below the units held for pending transfers or replacements; the message names the lot and what holds it.
             *     - `ledger.tooFewUnits` (CONFLICT): A lot has fewer units available than the call takes (some may be held for a transfer).
             *     - `transition.wrongStatus` (WRONG_STATUS): The record's status does not allow this (already decided, or not at that step yet): read it again.
             *     - `version.stale` (STALE_VERSION): The record changed since the version the decision names: read it again, then decide.
             *     - `db.concurrent` (CONFLICT): Another call changed the same records at the same moment: try again.
             *     - `db.timeout` (TIMEOUT): The database took too long or was too busy: narrow the search or try again.
             *     - `internal` (INTERNAL): Something went wrong on our side; the log has it.
             * @enum {string}
             */
            reason: "input.invalid" | "request.malformed" | "request.tooLarge" | "request.unsupportedType" | "upload.wrongType" | "auth.signInFirst" | "auth.sessionEnded" | "auth.accountInactive" | "auth.forbidden" | "apiKey.invalid" | "apiKey.sessionOnly" | "apiKey.readOnly" | "apiKey.tooMany" | "apiKey.alreadyRevoked" | "signIn.codeWrong" | "signIn.codeExpired" | "signIn.tooManyTries" | "signIn.paused" | "rateLimit.tooMany" | "notifications.tooManyStreams" | "notifications.ticketInvalid" | "route.notFound" | "record.notFound" | "record.alreadyExists" | "record.inUse" | "record.ruleBroken" | "user.inactive" | "stockRequest.openExists" | "proposal.noLongerFits" | "replacement.notReplacable" | "count.openExists" | "recall.frozen" | "recall.alreadyActive" | "recall.unitsRemain" | "recall.overRemaining" | "recall.nothingToReplace" | "recall.replacementOpen" | "adjustment.notExpired" | "ledger.belowHeld" | "ledger.tooFewUnits" | "transition.wrongStatus" | "version.stale" | "db.concurrent" | "db.timeout" | "internal";
            /** @enum {string|null} */
            data: null;
        };
        User: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            type: "member" | "supplier" | "distributor" | "healthpro";
            name: string;
            email: string;
            phone: string;
            address: string;
            profilePic: string | null;
            isActive: boolean;
            expiryLotPreferences: number | null;
            /** @enum {string|null} */
            language: "en" | "fr" | null;
            createdAt: string;
        };
        Notification: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            type: "STOCK_REQUEST_CREATED" | "STOCK_REQUEST_APPROVED" | "STOCK_REQUEST_DENIED" | "STOCK_REQUEST_ASSIGNED" | "STOCK_REQUEST_PROPOSAL_APPROVED" | "STOCK_ASSIGNED" | "STOCK_REQUEST_COMMENT" | "REPLENISHMENT_CREATED" | "REPLENISHMENT_ASSIGNED" | "REPLENISHMENT_APPROVED" | "REPLENISHMENT_DENIED" | "REPLENISHMENT_COMMENT" | "STOCK_REPLENISHED" | "ORDER_CREATED" | "ORDER_DISPATCHED" | "ORDER_COMPLETED" | "ORDER_APPROVED" | "EXPIRING_ORDER_CREATED" | "TRANSFER_CREATED" | "TRANSFER_APPROVED" | "TRANSFER_DENIED" | "REPLACEMENT_CREATED" | "REPLACEMENT_ASSIGNED" | "REPLACEMENT_APPROVED" | "REPLACEMENT_DENIED" | "REPLACEMENT_COMMENT" | "STOCK_ADJUSTED" | "COUNT_AWAITING_APPROVAL" | "RECALL_ISSUED" | "RECALL_AT_LOCATION" | "RECALL_CLOSED" | "RECALL_REVERTED" | "LOCATION_CREATED" | "LOCATION_APPROVED" | "LOCATION_DENIED" | "SUPPLY_CHAIN_SUBMITTED" | "SUPPLY_CHAIN_APPROVED" | "SUPPLY_CHAIN_DENIED" | "SUPPLY_CHAIN_FLAG_CHANGED" | "QUERY_RECEIVED";
            message: string;
            messageMain: string;
            isSeen: boolean;
            askForApproval: boolean;
            /** @enum {string} */
            recipientType: "member" | "supplier" | "distributor" | "healthpro";
            link: string;
            Sender: {
                name: string;
                profilePic: string | null;
            } | null;
            /** Format: uuid */
            stockId: string | null;
            /** Format: uuid */
            stockRequestId: string | null;
            /** Format: uuid */
            stockReplenishId: string | null;
            /** Format: uuid */
            orderId: string | null;
            /** Format: uuid */
            locationId: string | null;
            /** Format: uuid */
            supplyChainId: string | null;
            /** Format: uuid */
            stockTransferRequestId: string | null;
            /** Format: uuid */
            stockReplacementId: string | null;
            /** Format: uuid */
            countId: string | null;
            /** Format: uuid */
            recallId: string | null;
            createdAt: string;
        };
        Product: {
            /** Format: uuid */
            _id: string;
            productId: string;
            gtin: string | null;
            name: string;
            brand: string;
            image: string | null;
            contractNumber: string;
            price: number;
            minimumOrderSize: number;
            /** Format: uuid */
            supplierId: string;
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            isApproved: boolean;
            /** Format: uuid */
            supplyChainId: string | null;
            materialSuppliers: components["schemas"]["SupplyChainItem"][];
            manufacturingFacilities: components["schemas"]["SupplyChainItem"][];
            warehouses: components["schemas"]["SupplyChainItem"][];
            abilities: {
                edit: boolean;
                delete: boolean;
            };
            createdAt: string;
        };
        SupplyChain: {
            /** Format: uuid */
            _id: string | null;
            /** @enum {string} */
            status: "DRAFT" | "PENDING" | "APPROVED" | "DENIED";
            isApproved: boolean;
            Product: {
                /** Format: uuid */
                _id: string;
                productId: string;
                gtin: string | null;
                name: string;
                brand: string;
                image: string | null;
                isApproved: boolean;
                Supplier: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    profilePic: string | null;
                };
            };
            materialSuppliers: components["schemas"]["SupplyChainItem"][];
            manufacturingFacilities: components["schemas"]["SupplyChainItem"][];
            warehouses: components["schemas"]["SupplyChainItem"][];
            submittedAt: string | null;
            decisionReason: string | null;
            version: number;
            abilities: {
                submit: boolean;
                approve: boolean;
                deny: boolean;
            };
        };
        SupplyChainItem: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            type: "MATERIAL_SUPPLIER" | "MANUFACTURING_FACILITIES" | "WAREHOUSES";
            name: string;
            line1: string;
            line2: string;
            postalCode: string;
            /** @enum {string|null} */
            flag: "GREEN" | "YELLOW" | "RED" | null;
        };
        Location: {
            /** Format: uuid */
            _id: string;
            name: string;
            line1: string;
            line2: string;
            postalCode: string;
            comment: string;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DENIED";
            /** Format: uuid */
            supplierId: string | null;
            /** Format: uuid */
            distributorId: string | null;
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                profilePic: string | null;
            } | null;
            Distributor: {
                /** Format: uuid */
                _id: string;
                name: string;
                profilePic: string | null;
            } | null;
            decisionReason: string | null;
            version: number;
            abilities: {
                approve: boolean;
                deny: boolean;
                edit: boolean;
                delete: boolean;
            };
            createdAt: string;
        };
        Stock: {
            /** Format: uuid */
            _id: string;
            parLevel: number;
            minimumExpiry: number;
            totalAssignedUnits: number;
            recalledUnits: number;
            isReplacable: boolean;
            /** @enum {string|null} */
            status: "PENDING" | "APPROVED" | "DENIED" | "ASSIGNED_REQUEST" | "ASSIGN_APPROVED" | "ASSIGNED" | null;
            Product: {
                /** Format: uuid */
                _id: string;
                productId: string;
                gtin: string | null;
                name: string;
                brand: string;
                image: string | null;
                price: number;
                contractNumber: string;
            };
            Member: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            StockUnits: {
                /** Format: uuid */
                _id: string;
                abilities: {
                    adjust: boolean;
                };
                Location: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string;
                };
                assignedUnits: number;
                reservedUnits: number;
                availableUnits: number;
                lotNumber: string;
                expiry: string;
                recalled: boolean;
                recall: {
                    /** Format: uuid */
                    _id: string;
                    recallNumber: number;
                } | null;
            }[];
            openRequest: {
                /** Format: uuid */
                _id: string;
                /** @enum {string} */
                kind: "INCREASE" | "DECREASE";
                /** @enum {string} */
                status: "PENDING" | "APPROVED" | "DENIED" | "ASSIGNED_REQUEST" | "ASSIGN_APPROVED" | "ASSIGNED";
                requestedParLevel: number;
                minimumExpiry: number;
            } | null;
            requestedParLevel: number | null;
            requestedMinExpiry: number | null;
            averageMonthlyUsage: number | null;
            daysOfCover: number | null;
            atRisk: boolean;
            abilities: {
                order: boolean;
                transfer: boolean;
                increase: boolean;
                decrease: boolean;
                replace: boolean;
                setReplacable: boolean;
            };
            createdAt: string;
        };
        StockRequest: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            stockId: string;
            /** @enum {string} */
            kind: "INCREASE" | "DECREASE";
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DENIED" | "ASSIGNED_REQUEST" | "ASSIGN_APPROVED" | "ASSIGNED";
            parLevel: number;
            requestedParLevel: number;
            minimumExpiry: number;
            unitsToAssign: number;
            /** Format: uuid */
            invoiceId: string | null;
            Stock: {
                /** Format: uuid */
                _id: string;
                parLevel: number;
                totalAssignedUnits: number;
                minimumExpiry: number;
                Product: {
                    /** Format: uuid */
                    _id: string;
                    productId: string;
                    gtin: string | null;
                    name: string;
                    brand: string;
                    image: string | null;
                    price: number;
                    contractNumber: string;
                };
            };
            Member: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            /** Format: uuid */
            distributorId: string | null;
            decisionReason: string | null;
            StockRequestUnits: {
                /** Format: uuid */
                _id: string;
                /** Format: uuid */
                locationId: string;
                /** Format: uuid */
                stockUnitId: string | null;
                assignedUnits: number;
                expiry: string;
                lotNumber: string;
                Location: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string;
                };
            }[];
            StockRequestComments: {
                /** Format: uuid */
                _id: string;
                comment: string;
                date: string;
                /** @enum {string} */
                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                Sender: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    profilePic: string | null;
                };
            }[];
            commentCount: number;
            version: number;
            createdAt: string;
            updatedAt: string;
            abilities: {
                edit: boolean;
                approve: boolean;
                deny: boolean;
                propose: boolean;
                approveProposal: boolean;
                markAssigned: boolean;
                comment: boolean;
            };
        };
        Invoice: {
            /** Format: uuid */
            _id: string;
            invoiceId: number;
            createdAt: string;
            finalAmount: number;
            units: number;
            Supplier: {
                name: string;
                email: string;
                phone: string;
                address: string;
                profilePic: string | null;
            };
            Member: {
                name: string;
                email: string;
                address: string;
                /** @enum {string|null} */
                language: "en" | "fr" | null;
            };
            Product: {
                name: string;
                price: number;
                productId: string;
                gtin: string | null;
            };
        };
        Order: {
            /** Format: uuid */
            _id: string;
            orderId: number;
            orderDate: string;
            /** @enum {string} */
            type: "STANDARD" | "EXPIRING";
            /** @enum {string} */
            status: "CREATED" | "PACKAGED" | "COMPLETED";
            isApproved: boolean;
            units: number;
            lotNumber: string;
            unitsExpiry: string;
            /** Format: uuid */
            distributorId: string | null;
            Stock: {
                /** Format: uuid */
                _id: string;
                Product: {
                    /** Format: uuid */
                    _id: string;
                    productId: string;
                    gtin: string | null;
                    name: string;
                    brand: string;
                    image: string | null;
                    price: number;
                    contractNumber: string;
                };
            };
            Location: {
                /** Format: uuid */
                _id: string;
                name: string;
                line1: string;
                line2: string;
                postalCode: string;
            };
            Member: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Distributor: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            } | null;
            version: number;
            abilities: {
                approve: boolean;
                dispatch: boolean;
                complete: boolean;
            };
            createdAt: string;
            updatedAt: string;
        };
        Replenishment: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED" | "COMPLETED";
            units: number;
            /** Format: uuid */
            invoiceId: string | null;
            Stock: {
                /** Format: uuid */
                _id: string;
                parLevel: number;
                totalAssignedUnits: number;
                minimumExpiry: number;
                Product: {
                    /** Format: uuid */
                    _id: string;
                    productId: string;
                    gtin: string | null;
                    name: string;
                    brand: string;
                    image: string | null;
                    price: number;
                    contractNumber: string;
                };
            };
            Member: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            decisionReason: string | null;
            StockRequestUnits: {
                /** Format: uuid */
                _id: string;
                /** Format: uuid */
                locationId: string;
                /** Format: uuid */
                stockUnitId: string | null;
                assignedUnits: number;
                expiry: string;
                lotNumber: string;
                Location: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string;
                };
            }[];
            StockRequestComments: {
                /** Format: uuid */
                _id: string;
                comment: string;
                date: string;
                /** @enum {string} */
                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                Sender: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    profilePic: string | null;
                };
            }[];
            commentCount: number;
            version: number;
            createdAt: string;
            updatedAt: string;
            abilities: {
                replenish: boolean;
                approve: boolean;
                deny: boolean;
                markPaid: boolean;
                comment: boolean;
            };
        };
        Transfer: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "DENIED";
            senderMember: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            recipientMember: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Stock: {
                /** Format: uuid */
                _id: string;
                parLevel: number;
                Product: {
                    /** Format: uuid */
                    _id: string;
                    productId: string;
                    gtin: string | null;
                    name: string;
                    brand: string;
                    image: string | null;
                    price: number;
                    contractNumber: string;
                };
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            StockTransferUnits: {
                /** Format: uuid */
                _id: string;
                units: number;
                StockUnit: {
                    /** Format: uuid */
                    _id: string;
                    lotNumber: string;
                    expiry: string;
                    Location: {
                        /** Format: uuid */
                        _id: string;
                        name: string;
                        line1: string;
                        line2: string;
                        postalCode: string;
                    };
                };
            }[];
            units: number;
            version: number;
            abilities: {
                approve: boolean;
                deny: boolean;
            };
            createdAt: string;
            updatedAt: string;
        };
        Adjustment: {
            /** Format: uuid */
            _id: string;
            units: number;
            /** @enum {string} */
            reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
            note: string | null;
            StockUnit: {
                /** Format: uuid */
                _id: string;
                lotNumber: string;
                expiry: string;
            };
            Stock: {
                /** Format: uuid */
                _id: string;
                Product: {
                    /** Format: uuid */
                    _id: string;
                    productId: string;
                    gtin: string | null;
                    name: string;
                    brand: string;
                    image: string | null;
                    price: number;
                    contractNumber: string;
                };
            };
            Member: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            Location: {
                /** Format: uuid */
                _id: string;
                name: string;
                line1: string;
                line2: string;
                postalCode: string;
            };
            User: {
                /** Format: uuid */
                _id: string;
                name: string;
                /** @enum {string} */
                type: "member" | "supplier" | "distributor" | "healthpro";
            };
            Actor: {
                /** Format: uuid */
                _id: string;
                name: string;
                /** @enum {string} */
                type: "member" | "supplier" | "distributor" | "healthpro";
            };
            /** @enum {string} */
            source: "direct" | "count" | "recall";
            /** Format: uuid */
            countId: string | null;
            /** Format: uuid */
            recallId: string | null;
            createdAt: string;
        };
        Recall: {
            /** Format: uuid */
            _id: string;
            recallNumber: number;
            /** @enum {string} */
            status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
            /** @enum {string} */
            class: "I" | "II" | "III";
            /** @enum {string} */
            action: "RETURN" | "DESTROY";
            reason: string;
            lotNumbers: string[] | null;
            respondBy: string;
            Product: {
                /** Format: uuid */
                _id: string;
                productId: string;
                gtin: string | null;
                name: string;
                brand: string;
                image: string | null;
                price: number;
                contractNumber: string;
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            User: {
                /** Format: uuid */
                _id: string;
                name: string;
                /** @enum {string} */
                type: "member" | "supplier" | "distributor" | "healthpro";
            };
            lots: number;
            locatedUnits: number;
            returnedUnits: number;
            destroyedUnits: number;
            lostUnits: number;
            remainingUnits: number;
            accountedUnits: number;
            /** Format: uuid */
            taskId: string | null;
            /** @enum {string|null} */
            taskStatus: "OPEN" | "ACKNOWLEDGED" | "DONE" | null;
            abilities: {
                edit: boolean;
                activate: boolean;
                dispose: boolean;
                close: boolean;
                revert: boolean;
            };
            revertNote: string | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            activatedAt: string | null;
            closedAt: string | null;
            revertedAt: string | null;
        };
        RecallDetail: {
            /** Format: uuid */
            _id: string;
            recallNumber: number;
            /** @enum {string} */
            status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
            /** @enum {string} */
            class: "I" | "II" | "III";
            /** @enum {string} */
            action: "RETURN" | "DESTROY";
            reason: string;
            lotNumbers: string[] | null;
            respondBy: string;
            Product: {
                /** Format: uuid */
                _id: string;
                productId: string;
                gtin: string | null;
                name: string;
                brand: string;
                image: string | null;
                price: number;
                contractNumber: string;
            };
            Supplier: {
                /** Format: uuid */
                _id: string;
                name: string;
                email: string;
                address: string;
                profilePic: string | null;
            };
            User: {
                /** Format: uuid */
                _id: string;
                name: string;
                /** @enum {string} */
                type: "member" | "supplier" | "distributor" | "healthpro";
            };
            lots: {
                /** Format: uuid */
                stockUnitId: string;
                /** Format: uuid */
                stockId: string;
                lotNumber: string;
                expiry: string;
                Location: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string;
                };
                Member: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    email: string;
                    address: string;
                    profilePic: string | null;
                };
                locatedUnits: number;
                returnedUnits: number;
                destroyedUnits: number;
                lostUnits: number;
                remainingUnits: number;
                abilities: {
                    dispose: boolean;
                };
            }[];
            locatedUnits: number;
            returnedUnits: number;
            destroyedUnits: number;
            lostUnits: number;
            remainingUnits: number;
            accountedUnits: number;
            /** Format: uuid */
            taskId: string | null;
            /** @enum {string|null} */
            taskStatus: "OPEN" | "ACKNOWLEDGED" | "DONE" | null;
            abilities: {
                edit: boolean;
                activate: boolean;
                dispose: boolean;
                close: boolean;
                revert: boolean;
            };
            revertNote: string | null;
            version: number;
            createdAt: string;
            updatedAt: string;
            activatedAt: string | null;
            closedAt: string | null;
            revertedAt: string | null;
            byMember: {
                Member: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    email: string;
                    address: string;
                    profilePic: string | null;
                };
                lots: number;
                locatedUnits: number;
                returnedUnits: number;
                destroyedUnits: number;
                lostUnits: number;
                remainingUnits: number;
            }[];
            byLocation: {
                Location: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string;
                };
                lots: number;
                locatedUnits: number;
                returnedUnits: number;
                destroyedUnits: number;
                lostUnits: number;
                remainingUnits: number;
            }[];
            tasks: {
                /** Format: uuid */
                _id: string;
                /** Format: uuid */
                recallId: string;
                Member: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    email: string;
                    address: string;
                    profilePic: string | null;
                };
                /** @enum {string} */
                status: "OPEN" | "ACKNOWLEDGED" | "DONE";
                createdAt: string;
                acknowledgedAt: string | null;
                secondsToAcknowledge: number | null;
                doneAt: string | null;
                abilities: {
                    acknowledge: boolean;
                };
            }[];
            stocks: {
                /** Format: uuid */
                stockId: string;
                Member: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    email: string;
                    address: string;
                    profilePic: string | null;
                };
                replaceableUnits: number;
                /** Format: uuid */
                openReplacementId: string | null;
                abilities: {
                    replace: boolean;
                };
            }[];
            replacements: {
                /** Format: uuid */
                _id: string;
                /** @enum {string} */
                status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                Member: {
                    /** Format: uuid */
                    _id: string;
                    name: string;
                    email: string;
                    address: string;
                    profilePic: string | null;
                };
                /** Format: uuid */
                stockId: string;
                units: number;
                createdAt: string;
            }[];
            dispositions: components["schemas"]["Adjustment"][];
            summary: {
                members: number;
                locations: number;
                units: number;
                inTransit: number;
            } | null;
            completion: {
                accountedUnits: number;
                locatedUnits: number;
                tasks: number;
                acknowledgedTasks: number;
                doneTasks: number;
                meanSecondsToAcknowledge: number | null;
            };
        };
    };
    responses: {
        /** @description The request is not valid; the message says what to change. Its reason is one of `input.invalid`, `request.malformed`, `signIn.codeWrong`, `signIn.codeExpired`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No token, or its session or key has ended: sign in again. Its reason is one of `auth.signInFirst`, `auth.sessionEnded`, `auth.accountInactive`, `apiKey.invalid`, `notifications.ticketInvalid`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description This portal or this action is not open to you. Its reason is one of `auth.forbidden`, `apiKey.sessionOnly`, `apiKey.readOnly`. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No such record, or not one of yours. Its reason is one of `route.notFound`, `record.notFound`. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The record changed, or its state does not allow this: read it again. Its reason is one of `apiKey.tooMany`, `apiKey.alreadyRevoked`, `record.alreadyExists`, `record.inUse`, `record.ruleBroken`, `user.inactive`, `stockRequest.openExists`, `proposal.noLongerFits`, `replacement.notReplacable`, `count.openExists`, `recall.frozen`, `recall.alreadyActive`, `recall.unitsRemain`, `recall.overRemaining`, `recall.nothingToReplace`, `recall.replacementOpen`, `adjustment.notExpired`, `ledger.belowHeld`, `ledger.tooFewUnits`, `transition.wrongStatus`, `version.stale`, `db.concurrent`. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The form or its picture is too large. Its reason is one of `request.tooLarge`. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not a multipart form, or a picture of a type not taken. Its reason is one of `request.unsupportedType`, `upload.wrongType`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests: the message says when to try again. Its reason is one of `signIn.tooManyTries`, `signIn.paused`, `rateLimit.tooMany`, `notifications.tooManyStreams`. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestSigninCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifySigninCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            token: string;
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCheckSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            time: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            apiKeys: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "write";
                                start: string;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                createdAt: string;
                                expiresAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                    /** Format: date-time */
                    expiresAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            key: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            actingAs: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            pendingEmail: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberConfirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListMembers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            members: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                                name: string;
                                email: string;
                                phone: string;
                                address: string;
                                profilePic: string | null;
                                isActive: boolean;
                                expiryLotPreferences: number | null;
                                /** @enum {string|null} */
                                language: "en" | "fr" | null;
                                createdAt: string;
                                abilities: {
                                    edit: boolean;
                                    impersonate: boolean;
                                };
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportMembersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListMemberNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            selected?: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListNotifications: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            notifications: components["schemas"]["Notification"][];
                            total: number;
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportNotificationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCountUnseenNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            unreadCount: number;
                            countUnseen: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberMarkNotificationSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCreateNotificationStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            ticket: string;
                            expiresInSeconds: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberStreamNotifications: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream that stays open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberSendQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            subject: string;
                            message: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: {
                                month: string;
                                count: number;
                            }[];
                            totalOrders: number;
                            totalMembers: number;
                            totalProducts: number;
                            totalSureSupply: number;
                            totalSuppliers: number;
                            totalDistributors: number;
                            totalLocations: number;
                            stocksAtRisk: number;
                            wastage: {
                                months: {
                                    month: string;
                                    units: number;
                                    value: number;
                                }[];
                                totalUnits: number;
                                totalValue: number;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetWorklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            groups: {
                                /** @enum {string} */
                                kind: "PAR_LEVEL" | "LOCATION" | "SUPPLY_CHAIN" | "COUNT" | "RECALL_OVERDUE";
                                count: number;
                                items: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                    requestedBy: string;
                                    since: string;
                                    link: string;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListProducts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            products: components["schemas"]["Product"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportProductsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetStockrequestTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetReplenishmentTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetOrderTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetTransferTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetReplacementTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetRecallTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetProductTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListSureSupply: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stock: components["schemas"]["Stock"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberEnrolProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Stock"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListStocks: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stocks: components["schemas"]["Stock"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetFigureBasis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            usageWindowMonths: number;
                            leadTimeDays: number;
                            daysPerMonth: number;
                            asOf: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportSureSupplyCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportStocksCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Stock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberSetStockReplacable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isReplacable: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Stock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberAllocateFirstExpiry: {
        parameters: {
            query: {
                units: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            lines: {
                                /** Format: uuid */
                                stockUnitId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                            }[];
                            shortBy: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberFindLotRecall: {
        parameters: {
            query: {
                gtin: string;
                lotNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberRequestParLevelIncrease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockId: string;
                    requestedParLevel: number;
                    minimumExpiry: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberRequestParLevelDecrease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockId: string;
                    requestedParLevel: number;
                    minimumExpiry: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListStockRequests: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: components["schemas"]["StockRequest"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportStockRequestsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberUpdateStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requestedParLevel: number;
                    minimumExpiry: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberApproveStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCommentOnStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListExpiringOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportExpiringOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberApproveExpiringOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCreateOrderFromStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderUnits: {
                        /** Format: uuid */
                        stockUnitId: string;
                        units: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCompleteOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListReplenishments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: components["schemas"]["Replenishment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportReplenishmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberDecideReplenishmentByPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "APPROVED" | "DENIED";
                    version?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberDecideReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "APPROVED" | "DENIED";
                    version?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCommentOnReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberRequestTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    memberId: string;
                    stockUnits: {
                        /** Format: uuid */
                        stockUnitId: string;
                        units: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListTransfers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            transfers: components["schemas"]["Transfer"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportTransfersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberApproveTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberDenyTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberReplaceStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stockUnits: {
                        /** Format: uuid */
                        stockUnitId: string;
                        units: number;
                    }[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListReplacements: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                                version: number;
                                /** @enum {string} */
                                requestedBy: "member" | "supplier";
                                note: string | null;
                                units: number;
                                Stock: {
                                    /** Format: uuid */
                                    _id: string;
                                    parLevel: number;
                                    minimumExpiry: number;
                                    isReplacable: boolean;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Supplier: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                StockReplacementUnits: {
                                    /** Format: uuid */
                                    _id: string;
                                    units: number;
                                    StockUnit: {
                                        /** Format: uuid */
                                        _id: string;
                                        lotNumber: string;
                                        expiry: string;
                                        Location: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            line1: string;
                                            line2: string;
                                            postalCode: string;
                                        };
                                    };
                                }[];
                                StockReplacementLots: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    assignedUnits: number;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                }[];
                                comments: {
                                    /** Format: uuid */
                                    _id: string;
                                    comment: string;
                                    date: string;
                                    /** @enum {string} */
                                    senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                    Sender: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        profilePic: string | null;
                                    };
                                }[];
                                commentCount: number;
                                abilities: {
                                    assign: boolean;
                                    approve: boolean;
                                    deny: boolean;
                                    comment: boolean;
                                };
                                recall: {
                                    /** Format: uuid */
                                    _id: string;
                                    recallNumber: number;
                                    /** @enum {string} */
                                    class: "I" | "II" | "III";
                                    /** @enum {string} */
                                    status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportReplacementsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberApproveReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberDenyReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberCommentOnReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListAdjustments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            adjustments: components["schemas"]["Adjustment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportAdjustmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListRecalls: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "status" | "respondBy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recalls: components["schemas"]["Recall"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportRecallTraceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberOpenRecallTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            open: number;
                            newest: {
                                /** Format: uuid */
                                taskId: string;
                                /** Format: uuid */
                                recallId: string;
                                recallNumber: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACKNOWLEDGED" | "DONE";
                                respondBy: string;
                                product: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberAcknowledgeRecallTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetExpiryRisk: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            asOf: string;
                            months: {
                                month: string;
                                units: number;
                                value: number;
                            }[];
                            lots: {
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                productId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                                unitsAtRisk: number;
                                valueAtRisk: number;
                                recalledUnits: number;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            total: number;
                            recalledUnits: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportExpiryRiskCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListRedistribution: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            suggestions: {
                                /** Format: uuid */
                                fromMemberId: string;
                                /** Format: uuid */
                                toMemberId: string;
                                /** Format: uuid */
                                productId: string;
                                /** Format: uuid */
                                stockId: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                                valueSaved: number;
                                FromMember: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                ToMember: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            }[];
                            total: number;
                            valueSaved: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberExportRedistributionCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCheckSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            time: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            apiKeys: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "write";
                                start: string;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                createdAt: string;
                                expiresAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                    /** Format: date-time */
                    expiresAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            key: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            actingAs: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            pendingEmail: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierConfirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListDistributorNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            selected?: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierSelectDistributors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    distributorIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            distributorIds: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListNotifications: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            notifications: components["schemas"]["Notification"][];
                            total: number;
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportNotificationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCountUnseenNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            unreadCount: number;
                            countUnseen: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierMarkNotificationSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCreateNotificationStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            ticket: string;
                            expiresInSeconds: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierStreamNotifications: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream that stays open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierSendQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            subject: string;
                            message: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: {
                                month: string;
                                count: number;
                            }[];
                            totalOrders: number;
                            totalMembers: number;
                            totalProducts: number;
                            totalSureSupply: number;
                            totalSuppliers: number;
                            totalDistributors: number;
                            totalLocations: number;
                            stocksAtRisk: number;
                            wastage: {
                                months: {
                                    month: string;
                                    units: number;
                                    value: number;
                                }[];
                                totalUnits: number;
                                totalValue: number;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetWorklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            groups: {
                                /** @enum {string} */
                                kind: "PAR_LEVEL" | "LOCATION" | "SUPPLY_CHAIN" | "COUNT" | "RECALL_OVERDUE";
                                count: number;
                                items: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                    requestedBy: string;
                                    since: string;
                                    link: string;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListLocations: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            locations: components["schemas"]["Location"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportLocationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListSupplierLocations: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            data: components["schemas"]["Location"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListApprovedLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierUpdateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string & (string);
                    /** @default  */
                    comment?: string;
                    id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierDeleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCreateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string & (string);
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListProducts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            products: components["schemas"]["Product"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportProductsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListSupplyChains: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            supplychain: components["schemas"]["SupplyChain"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportSupplyChainsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetSupplyChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupplyChain"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierSubmitSupplyChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupplyChain"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierUpdateSupplyChainPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    supplyChainId?: string;
                    name?: string;
                    line1?: string;
                    line2?: string;
                    postalCode?: string;
                    /** @enum {string|null} */
                    flag?: "GREEN" | "YELLOW" | "RED" | null;
                    notify?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupplyChainItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierAddSupplyChainPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string;
                    /** @enum {string} */
                    type: "MATERIAL_SUPPLIER" | "MANUFACTURING_FACILITIES" | "WAREHOUSES";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            data: {
                                supplyChainInfo: components["schemas"]["SupplyChainItem"];
                                /** Format: uuid */
                                supplyChainId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierDeleteSupplyChainPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "MATERIAL_SUPPLIER" | "MANUFACTURING_FACILITIES" | "WAREHOUSES";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetStockrequestTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetReplenishmentTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetOrderTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetTransferTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetReplacementTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetCountTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetRecallTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetLocationTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetSupplychainTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetProductTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListStocks: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stocks: components["schemas"]["Stock"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetFigureBasis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            usageWindowMonths: number;
                            leadTimeDays: number;
                            daysPerMonth: number;
                            asOf: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListTotalStock: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stocks: {
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                totalUnits: number;
                                recalledUnits: number;
                                stockUnits: {
                                    /** Format: uuid */
                                    _id: string;
                                    assignedUnits: number;
                                    lotNumber: string;
                                    expiry: string;
                                    recalled: boolean;
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                    };
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportStocksCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportTotalStockCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Stock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierFindLotRecall: {
        parameters: {
            query: {
                gtin: string;
                lotNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListStockRequests: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: components["schemas"]["StockRequest"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportStockRequestsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierProposeStockRequestLines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stocks: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierProposeLinesForStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stocks: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierMarkStockRequestPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCommentOnStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListExpiringOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportExpiringOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierDispatchOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "STANDARD" | "EXPIRING";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListReplenishments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: components["schemas"]["Replenishment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportReplenishmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierProposeReplenishmentLots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stocks: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierMarkReplenishmentPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCommentOnReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListTransfers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            transfers: components["schemas"]["Transfer"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportTransfersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierReplaceStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stockUnits: {
                        /** Format: uuid */
                        stockUnitId: string;
                        units: number;
                    }[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierReplaceRecalledUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockId: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListReplacements: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                                version: number;
                                /** @enum {string} */
                                requestedBy: "member" | "supplier";
                                note: string | null;
                                units: number;
                                Stock: {
                                    /** Format: uuid */
                                    _id: string;
                                    parLevel: number;
                                    minimumExpiry: number;
                                    isReplacable: boolean;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Supplier: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                StockReplacementUnits: {
                                    /** Format: uuid */
                                    _id: string;
                                    units: number;
                                    StockUnit: {
                                        /** Format: uuid */
                                        _id: string;
                                        lotNumber: string;
                                        expiry: string;
                                        Location: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            line1: string;
                                            line2: string;
                                            postalCode: string;
                                        };
                                    };
                                }[];
                                StockReplacementLots: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    assignedUnits: number;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                }[];
                                comments: {
                                    /** Format: uuid */
                                    _id: string;
                                    comment: string;
                                    date: string;
                                    /** @enum {string} */
                                    senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                    Sender: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        profilePic: string | null;
                                    };
                                }[];
                                commentCount: number;
                                abilities: {
                                    assign: boolean;
                                    approve: boolean;
                                    deny: boolean;
                                    comment: boolean;
                                };
                                recall: {
                                    /** Format: uuid */
                                    _id: string;
                                    recallNumber: number;
                                    /** @enum {string} */
                                    class: "I" | "II" | "III";
                                    /** @enum {string} */
                                    status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportReplacementsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierAssignReplacementLots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stocks: {
                        /** Format: uuid */
                        locationId: string;
                        lotNumber: string;
                        expiry: string;
                        assignedUnits: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCommentOnReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierAdjustLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    units: number;
                    /** @enum {string} */
                    reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Adjustment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListAdjustments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            adjustments: components["schemas"]["Adjustment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportAdjustmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListCounts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            counts: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                                blind: boolean;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                User: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                };
                                lines: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    stockUnitId: string;
                                    /** Format: uuid */
                                    stockId: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        email: string;
                                        address: string;
                                        profilePic: string | null;
                                    };
                                    expectedUnits: number | null;
                                    countedUnits: number | null;
                                    /** @enum {string|null} */
                                    reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                    note: string | null;
                                    variance: number | null;
                                    countedAt: string | null;
                                }[];
                                linesTotal: number;
                                found: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    stockId: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        email: string;
                                        address: string;
                                        profilePic: string | null;
                                    };
                                    countedUnits: number;
                                    note: string | null;
                                }[];
                                lineCount: number;
                                countedCount: number;
                                summary: {
                                    counted: number;
                                    uncounted: number;
                                    variances: number | null;
                                    varianceUnits: number | null;
                                };
                                abilities: {
                                    save: boolean;
                                    submit: boolean;
                                    approve: boolean;
                                    deny: boolean;
                                    cancel: boolean;
                                };
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierOpenCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    locationId: string;
                    blind?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportCountsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetCount: {
        parameters: {
            query?: {
                skip?: number;
                search?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierSaveCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        /** Format: uuid */
                        stockUnitId: string;
                        countedUnits: number;
                        /** @enum {string} */
                        reason?: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
                        note?: string;
                    }[];
                    found?: {
                        /** Format: uuid */
                        stockId: string;
                        lotNumber: string;
                        expiry: string;
                        countedUnits: number;
                        note?: string;
                    }[];
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierSubmitCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCancelCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierListRecalls: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "status" | "respondBy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recalls: components["schemas"]["Recall"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCreateRecall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    lotNumbers?: string[];
                    /** @enum {string} */
                    class: "I" | "II" | "III";
                    reason: string;
                    /** @enum {string} */
                    action: "RETURN" | "DESTROY";
                    respondBy: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierEditRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lotNumbers?: string[] | null;
                    /** @enum {string} */
                    class?: "I" | "II" | "III";
                    reason?: string;
                    /** @enum {string} */
                    action?: "RETURN" | "DESTROY";
                    respondBy?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportRecallTraceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierActivateRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            members: number;
                            locations: number;
                            units: number;
                            inTransit: number;
                            recall: components["schemas"]["RecallDetail"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierDisposeRecallUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockUnitId: string;
                    units: number;
                    /** @enum {string} */
                    disposition: "RETURNED" | "DESTROYED" | "LOST";
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierCloseRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierGetExpiryRisk: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            asOf: string;
                            months: {
                                month: string;
                                units: number;
                                value: number;
                            }[];
                            lots: {
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                productId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                                unitsAtRisk: number;
                                valueAtRisk: number;
                                recalledUnits: number;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            total: number;
                            recalledUnits: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    supplierExportExpiryRiskCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorCheckSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            time: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            apiKeys: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "write";
                                start: string;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                createdAt: string;
                                expiresAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                    /** Format: date-time */
                    expiresAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            key: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            actingAs: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            pendingEmail: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorConfirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListNotifications: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            notifications: components["schemas"]["Notification"][];
                            total: number;
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportNotificationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorCountUnseenNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            unreadCount: number;
                            countUnseen: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorMarkNotificationSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorCreateNotificationStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            ticket: string;
                            expiresInSeconds: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorStreamNotifications: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream that stays open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorSendQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            subject: string;
                            message: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: {
                                month: string;
                                count: number;
                            }[];
                            totalOrders: number;
                            totalMembers: number;
                            totalProducts: number;
                            totalSureSupply: number;
                            totalSuppliers: number;
                            totalDistributors: number;
                            totalLocations: number;
                            stocksAtRisk: number;
                            wastage: {
                                months: {
                                    month: string;
                                    units: number;
                                    value: number;
                                }[];
                                totalUnits: number;
                                totalValue: number;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetWorklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            groups: {
                                /** @enum {string} */
                                kind: "PAR_LEVEL" | "LOCATION" | "SUPPLY_CHAIN" | "COUNT" | "RECALL_OVERDUE";
                                count: number;
                                items: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                    requestedBy: string;
                                    since: string;
                                    link: string;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListLocations: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            locations: components["schemas"]["Location"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportLocationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListApprovedLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorUpdateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string & (string);
                    /** @default  */
                    comment?: string;
                    id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorDeleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorCreateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    line1: string;
                    line2: string;
                    postalCode: string & (string);
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListProducts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            products: components["schemas"]["Product"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportProductsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetOrderTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetTransferTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetCountTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetRecallTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetLocationTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetProductTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListStocks: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stocks: components["schemas"]["Stock"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetFigureBasis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            usageWindowMonths: number;
                            leadTimeDays: number;
                            daysPerMonth: number;
                            asOf: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportStocksCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Stock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorFindLotRecall: {
        parameters: {
            query: {
                gtin: string;
                lotNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListExpiringOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportExpiringOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorDispatchOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "STANDARD" | "EXPIRING";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListTransfers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            transfers: components["schemas"]["Transfer"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportTransfersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorAdjustLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    units: number;
                    /** @enum {string} */
                    reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Adjustment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListAdjustments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            adjustments: components["schemas"]["Adjustment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportAdjustmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListCounts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            counts: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                                blind: boolean;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                User: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                };
                                lines: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    stockUnitId: string;
                                    /** Format: uuid */
                                    stockId: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        email: string;
                                        address: string;
                                        profilePic: string | null;
                                    };
                                    expectedUnits: number | null;
                                    countedUnits: number | null;
                                    /** @enum {string|null} */
                                    reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                    note: string | null;
                                    variance: number | null;
                                    countedAt: string | null;
                                }[];
                                linesTotal: number;
                                found: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    stockId: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        email: string;
                                        address: string;
                                        profilePic: string | null;
                                    };
                                    countedUnits: number;
                                    note: string | null;
                                }[];
                                lineCount: number;
                                countedCount: number;
                                summary: {
                                    counted: number;
                                    uncounted: number;
                                    variances: number | null;
                                    varianceUnits: number | null;
                                };
                                abilities: {
                                    save: boolean;
                                    submit: boolean;
                                    approve: boolean;
                                    deny: boolean;
                                    cancel: boolean;
                                };
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorOpenCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    locationId: string;
                    blind?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportCountsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetCount: {
        parameters: {
            query?: {
                skip?: number;
                search?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorSaveCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        /** Format: uuid */
                        stockUnitId: string;
                        countedUnits: number;
                        /** @enum {string} */
                        reason?: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
                        note?: string;
                    }[];
                    found?: {
                        /** Format: uuid */
                        stockId: string;
                        lotNumber: string;
                        expiry: string;
                        countedUnits: number;
                        note?: string;
                    }[];
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorSubmitCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorCancelCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorListRecalls: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "status" | "respondBy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recalls: components["schemas"]["Recall"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportRecallTraceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorDisposeRecallUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockUnitId: string;
                    units: number;
                    /** @enum {string} */
                    disposition: "RETURNED" | "DESTROYED" | "LOST";
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorGetExpiryRisk: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            asOf: string;
                            months: {
                                month: string;
                                units: number;
                                value: number;
                            }[];
                            lots: {
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                productId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                                unitsAtRisk: number;
                                valueAtRisk: number;
                                recalledUnits: number;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            total: number;
                            recalledUnits: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    distributorExportExpiryRiskCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCheckSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            time: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            apiKeys: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "write";
                                start: string;
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                createdAt: string;
                                expiresAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                    /** Format: date-time */
                    expiresAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            key: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "write";
                            start: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            actingAs: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            pendingEmail: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproConfirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListMembers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            members: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                                name: string;
                                email: string;
                                phone: string;
                                address: string;
                                profilePic: string | null;
                                isActive: boolean;
                                expiryLotPreferences: number | null;
                                /** @enum {string|null} */
                                language: "en" | "fr" | null;
                                createdAt: string;
                                abilities: {
                                    edit: boolean;
                                    impersonate: boolean;
                                };
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportMembersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListMemberNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            selected?: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    email: string;
                    phone: string;
                    address: string;
                    expiryLotPreferences?: number;
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            abilities: {
                                edit: boolean;
                                impersonate: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDeleteMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproUpdateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /** @enum {string} */
                    isActive?: "true" | "false";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            abilities: {
                                edit: boolean;
                                impersonate: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListSuppliers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            suppliers: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                                name: string;
                                email: string;
                                phone: string;
                                address: string;
                                profilePic: string | null;
                                isActive: boolean;
                                expiryLotPreferences: number | null;
                                /** @enum {string|null} */
                                language: "en" | "fr" | null;
                                createdAt: string;
                                abilities: {
                                    edit: boolean;
                                    impersonate: boolean;
                                };
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportSuppliersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListSupplierNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            selected?: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    email: string;
                    phone: string;
                    address: string;
                    expiryLotPreferences?: number;
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            abilities: {
                                edit: boolean;
                                impersonate: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDeleteSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproUpdateSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /** @enum {string} */
                    isActive?: "true" | "false";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            abilities: {
                                edit: boolean;
                                impersonate: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListDistributors: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            distributors: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                                name: string;
                                email: string;
                                phone: string;
                                address: string;
                                profilePic: string | null;
                                isActive: boolean;
                                expiryLotPreferences: number | null;
                                /** @enum {string|null} */
                                language: "en" | "fr" | null;
                                createdAt: string;
                                abilities: {
                                    edit: boolean;
                                    impersonate: boolean;
                                };
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportDistributorsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListDistributorNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            selected?: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateDistributor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    email: string;
                    phone: string;
                    address: string;
                    expiryLotPreferences?: number;
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            abilities: {
                                edit: boolean;
                                impersonate: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDeleteDistributor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproUpdateDistributor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    address?: string;
                    expiryLotPreferences?: number;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    /** @enum {string} */
                    isActive?: "true" | "false";
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    profilePic?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "member" | "supplier" | "distributor" | "healthpro";
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            profilePic: string | null;
                            isActive: boolean;
                            expiryLotPreferences: number | null;
                            /** @enum {string|null} */
                            language: "en" | "fr" | null;
                            createdAt: string;
                            abilities: {
                                edit: boolean;
                                impersonate: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproImpersonateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListNotifications: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            notifications: components["schemas"]["Notification"][];
                            total: number;
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportNotificationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCountUnseenNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            unreadCount: number;
                            countUnseen: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproMarkNotificationSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateNotificationStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            ticket: string;
                            expiresInSeconds: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproStreamNotifications: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream that stays open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproSendQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            subject: string;
                            message: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListQueries: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            queries: {
                                /** Format: uuid */
                                _id: string;
                                subject: string;
                                message: string;
                                createdAt: string;
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                    profilePic: string | null;
                                };
                                Supplier: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                    profilePic: string | null;
                                } | null;
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                    profilePic: string | null;
                                } | null;
                                Distributor: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                    profilePic: string | null;
                                } | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportQueriesCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDeleteQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: {
                                month: string;
                                count: number;
                            }[];
                            totalOrders: number;
                            totalMembers: number;
                            totalProducts: number;
                            totalSureSupply: number;
                            totalSuppliers: number;
                            totalDistributors: number;
                            totalLocations: number;
                            stocksAtRisk: number;
                            wastage: {
                                months: {
                                    month: string;
                                    units: number;
                                    value: number;
                                }[];
                                totalUnits: number;
                                totalValue: number;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetWorklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            groups: {
                                /** @enum {string} */
                                kind: "PAR_LEVEL" | "LOCATION" | "SUPPLY_CHAIN" | "COUNT" | "RECALL_OVERDUE";
                                count: number;
                                items: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                    requestedBy: string;
                                    since: string;
                                    link: string;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListLocations: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            locations: components["schemas"]["Location"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportLocationsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListApprovedLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproApproveLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDenyLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Location"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListProducts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            products: components["schemas"]["Product"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportProductsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                filter?: "notInReserve";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDeleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        /** @enum {string|null} */
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproUpdateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    productId?: string;
                    gtin?: string;
                    name?: string;
                    brand?: string;
                    contractNumber?: string;
                    price?: string & (string);
                    minimumOrderSize?: string & (string);
                    supplierId?: string;
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    productId: string;
                    gtin?: string;
                    name: string;
                    brand: string;
                    contractNumber: string;
                    price: string & (string);
                    minimumOrderSize: string & (string);
                    supplierId: string;
                    /**
                     * Format: binary
                     * @description PNG, GIF or JPEG; empty keeps the current picture
                     */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListSupplyChains: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            supplychain: components["schemas"]["SupplyChain"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportSupplyChainsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetSupplyChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupplyChain"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproApproveSupplyChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupplyChain"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDenySupplyChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["SupplyChain"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListSupplyRisk: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            products: {
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Supplier: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                /** Format: uuid */
                                supplyChainId: string | null;
                                distributors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    units: number;
                                }[];
                                locations: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    distributorId: string | null;
                                    units: number;
                                }[];
                                flags: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** @enum {string} */
                                    type: "MATERIAL_SUPPLIER" | "MANUFACTURING_FACILITIES" | "WAREHOUSES";
                                    name: string;
                                    /** @enum {string} */
                                    flag: "GREEN" | "YELLOW" | "RED";
                                }[];
                                redFlags: number;
                                yellowFlags: number;
                                units: number;
                                availableUnits: number;
                                recalledUnits: number;
                                averageMonthlyUsage: number;
                                daysOfCover: number | null;
                                tier: number;
                                atRisk: boolean;
                                reasons: ("NO_UNITS" | "SINGLE_LOCATION" | "SINGLE_DISTRIBUTOR" | "RED_FLAG" | "LOW_COVER")[];
                            }[];
                            total: number;
                            leadTimeDays: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportSupplyRiskCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetStockrequestTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetReplenishmentTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetOrderTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetTransferTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetReplacementTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetCountTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetRecallTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetLocationTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetSupplychainTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetProductTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetUserTimeline: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetUserActivity: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            events: {
                                id: string;
                                at: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                actingAs: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                } | null;
                                event: string;
                                from: string | null;
                                to: string | null;
                                changes: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                                /** @enum {string|null} */
                                kind: "stockrequest" | "replenishment" | "order" | "transfer" | "replacement" | "count" | "recall" | "location" | "supplychain" | "product" | "user" | null;
                                recordId: string | null;
                                record: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListStocks: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stocks: components["schemas"]["Stock"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetFigureBasis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            usageWindowMonths: number;
                            leadTimeDays: number;
                            daysPerMonth: number;
                            asOf: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListTotalStock: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            stocks: {
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                totalUnits: number;
                                recalledUnits: number;
                                stockUnits: {
                                    /** Format: uuid */
                                    _id: string;
                                    assignedUnits: number;
                                    lotNumber: string;
                                    expiry: string;
                                    recalled: boolean;
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                    };
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportStocksCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "cover";
                filter?: "belowPar" | "openRequest" | "atRisk";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportTotalStockCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Stock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproFindLotRecall: {
        parameters: {
            query: {
                gtin: string;
                lotNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListStockRequests: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: components["schemas"]["StockRequest"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportStockRequestsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproApproveStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDenyStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCommentOnStockRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["StockRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListExpiringOrders: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            orders: components["schemas"]["Order"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportExpiringOrdersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproRunExpiringLotsJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            created: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListReplenishments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: components["schemas"]["Replenishment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportReplenishmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCommentOnReplenishment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Replenishment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListTransfers: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            transfers: components["schemas"]["Transfer"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportTransfersCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproReplaceRecalledUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockId: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListReplacements: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            requests: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                                version: number;
                                /** @enum {string} */
                                requestedBy: "member" | "supplier";
                                note: string | null;
                                units: number;
                                Stock: {
                                    /** Format: uuid */
                                    _id: string;
                                    parLevel: number;
                                    minimumExpiry: number;
                                    isReplacable: boolean;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Supplier: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                StockReplacementUnits: {
                                    /** Format: uuid */
                                    _id: string;
                                    units: number;
                                    StockUnit: {
                                        /** Format: uuid */
                                        _id: string;
                                        lotNumber: string;
                                        expiry: string;
                                        Location: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            line1: string;
                                            line2: string;
                                            postalCode: string;
                                        };
                                    };
                                }[];
                                StockReplacementLots: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    assignedUnits: number;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                }[];
                                comments: {
                                    /** Format: uuid */
                                    _id: string;
                                    comment: string;
                                    date: string;
                                    /** @enum {string} */
                                    senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                    Sender: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        profilePic: string | null;
                                    };
                                }[];
                                commentCount: number;
                                abilities: {
                                    assign: boolean;
                                    approve: boolean;
                                    deny: boolean;
                                    comment: boolean;
                                };
                                recall: {
                                    /** Format: uuid */
                                    _id: string;
                                    recallNumber: number;
                                    /** @enum {string} */
                                    class: "I" | "II" | "III";
                                    /** @enum {string} */
                                    status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportReplacementsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCommentOnReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ASSIGNED_REQUEST" | "APPROVED" | "DENIED";
                            version: number;
                            /** @enum {string} */
                            requestedBy: "member" | "supplier";
                            note: string | null;
                            units: number;
                            Stock: {
                                /** Format: uuid */
                                _id: string;
                                parLevel: number;
                                minimumExpiry: number;
                                isReplacable: boolean;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            };
                            Member: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            Supplier: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                email: string;
                                address: string;
                                profilePic: string | null;
                            };
                            StockReplacementUnits: {
                                /** Format: uuid */
                                _id: string;
                                units: number;
                                StockUnit: {
                                    /** Format: uuid */
                                    _id: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Location: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        line1: string;
                                        line2: string;
                                        postalCode: string;
                                    };
                                };
                            }[];
                            StockReplacementLots: {
                                /** Format: uuid */
                                _id: string;
                                lotNumber: string;
                                expiry: string;
                                assignedUnits: number;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            comments: {
                                /** Format: uuid */
                                _id: string;
                                comment: string;
                                date: string;
                                /** @enum {string} */
                                senderType: "MEMBER" | "SUPPLIER" | "HEALTHPRO" | "DISTRIBUTOR";
                                Sender: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    profilePic: string | null;
                                };
                            }[];
                            commentCount: number;
                            abilities: {
                                assign: boolean;
                                approve: boolean;
                                deny: boolean;
                                comment: boolean;
                            };
                            recall: {
                                /** Format: uuid */
                                _id: string;
                                recallNumber: number;
                                /** @enum {string} */
                                class: "I" | "II" | "III";
                                /** @enum {string} */
                                status: "DRAFT" | "ACTIVE" | "CLOSED" | "REVERTED";
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproAdjustLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    units: number;
                    /** @enum {string} */
                    reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["Adjustment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListAdjustments: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            adjustments: components["schemas"]["Adjustment"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportAdjustmentsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
                stockId?: string;
                countId?: string;
                recallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListCounts: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            counts: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                                blind: boolean;
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                                User: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "member" | "supplier" | "distributor" | "healthpro";
                                };
                                lines: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    stockUnitId: string;
                                    /** Format: uuid */
                                    stockId: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        email: string;
                                        address: string;
                                        profilePic: string | null;
                                    };
                                    expectedUnits: number | null;
                                    countedUnits: number | null;
                                    /** @enum {string|null} */
                                    reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                    note: string | null;
                                    variance: number | null;
                                    countedAt: string | null;
                                }[];
                                linesTotal: number;
                                found: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    stockId: string;
                                    lotNumber: string;
                                    expiry: string;
                                    Product: {
                                        /** Format: uuid */
                                        _id: string;
                                        productId: string;
                                        gtin: string | null;
                                        name: string;
                                        brand: string;
                                        image: string | null;
                                        price: number;
                                        contractNumber: string;
                                    };
                                    Member: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        email: string;
                                        address: string;
                                        profilePic: string | null;
                                    };
                                    countedUnits: number;
                                    note: string | null;
                                }[];
                                lineCount: number;
                                countedCount: number;
                                summary: {
                                    counted: number;
                                    uncounted: number;
                                    variances: number | null;
                                    varianceUnits: number | null;
                                };
                                abilities: {
                                    save: boolean;
                                    submit: boolean;
                                    approve: boolean;
                                    deny: boolean;
                                    cancel: boolean;
                                };
                                version: number;
                                createdAt: string;
                                updatedAt: string;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproOpenCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    locationId: string;
                    blind?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportCountsCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                search?: string;
                sort?: "newest" | "oldest" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetCount: {
        parameters: {
            query?: {
                skip?: number;
                search?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproSaveCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        /** Format: uuid */
                        stockUnitId: string;
                        countedUnits: number;
                        /** @enum {string} */
                        reason?: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED";
                        note?: string;
                    }[];
                    found?: {
                        /** Format: uuid */
                        stockId: string;
                        lotNumber: string;
                        expiry: string;
                        countedUnits: number;
                        note?: string;
                    }[];
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproSubmitCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCancelCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    version?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproApproveCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDenyCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "OPEN" | "AWAITING_APPROVAL" | "APPLIED" | "DENIED" | "CANCELLED";
                            blind: boolean;
                            Location: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                line1: string;
                                line2: string;
                                postalCode: string;
                            };
                            User: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "member" | "supplier" | "distributor" | "healthpro";
                            };
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                expectedUnits: number | null;
                                countedUnits: number | null;
                                /** @enum {string|null} */
                                reason: "DAMAGED" | "EXPIRED" | "LOST" | "STOLEN" | "FOUND" | "COUNT_CORRECTION" | "RECALL_RETURNED" | "RECALL_DESTROYED" | null;
                                note: string | null;
                                variance: number | null;
                                countedAt: string | null;
                            }[];
                            linesTotal: number;
                            found: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                stockId: string;
                                lotNumber: string;
                                expiry: string;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                countedUnits: number;
                                note: string | null;
                            }[];
                            lineCount: number;
                            countedCount: number;
                            summary: {
                                counted: number;
                                uncounted: number;
                                variances: number | null;
                                varianceUnits: number | null;
                            };
                            abilities: {
                                save: boolean;
                                submit: boolean;
                                approve: boolean;
                                deny: boolean;
                                cancel: boolean;
                            };
                            version: number;
                            createdAt: string;
                            updatedAt: string;
                            submittedAt: string | null;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListRecalls: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sort?: "newest" | "oldest" | "name" | "status" | "respondBy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            recalls: components["schemas"]["Recall"][];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCreateRecall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    lotNumbers?: string[];
                    /** @enum {string} */
                    class: "I" | "II" | "III";
                    reason: string;
                    /** @enum {string} */
                    action: "RETURN" | "DESTROY";
                    respondBy: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproEditRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lotNumbers?: string[] | null;
                    /** @enum {string} */
                    class?: "I" | "II" | "III";
                    reason?: string;
                    /** @enum {string} */
                    action?: "RETURN" | "DESTROY";
                    respondBy?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportRecallTraceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproActivateRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            members: number;
                            locations: number;
                            units: number;
                            inTransit: number;
                            recall: components["schemas"]["RecallDetail"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproDisposeRecallUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    stockUnitId: string;
                    units: number;
                    /** @enum {string} */
                    disposition: "RETURNED" | "DESTROYED" | "LOST";
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproCloseRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproRevertRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: components["schemas"]["RecallDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproGetExpiryRisk: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            asOf: string;
                            months: {
                                month: string;
                                units: number;
                                value: number;
                            }[];
                            lots: {
                                /** Format: uuid */
                                stockUnitId: string;
                                /** Format: uuid */
                                stockId: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                productId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                                unitsAtRisk: number;
                                valueAtRisk: number;
                                recalledUnits: number;
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                                Member: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Location: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    line1: string;
                                    line2: string;
                                    postalCode: string;
                                };
                            }[];
                            total: number;
                            recalledUnits: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportExpiryRiskCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproListRedistribution: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        data: {
                            suggestions: {
                                /** Format: uuid */
                                fromMemberId: string;
                                /** Format: uuid */
                                toMemberId: string;
                                /** Format: uuid */
                                productId: string;
                                /** Format: uuid */
                                stockId: string;
                                /** Format: uuid */
                                stockUnitId: string;
                                lotNumber: string;
                                expiry: string;
                                units: number;
                                valueSaved: number;
                                FromMember: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                ToMember: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    email: string;
                                    address: string;
                                    profilePic: string | null;
                                };
                                Product: {
                                    /** Format: uuid */
                                    _id: string;
                                    productId: string;
                                    gtin: string | null;
                                    name: string;
                                    brand: string;
                                    image: string | null;
                                    price: number;
                                    contractNumber: string;
                                };
                            }[];
                            total: number;
                            valueSaved: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    healthproExportRedistributionCsv: {
        parameters: {
            query?: {
                /** @description An export holds every row of the list: leave out limit and skip */
                limit?: unknown;
                /** @description An export holds every row of the list: leave out limit and skip */
                skip?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as CSV (UTF-8 with a byte order mark, RFC 4180), every row matching the search, sort and filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
