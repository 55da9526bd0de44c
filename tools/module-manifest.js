/**
 * Which part of the code may import which, checked by `npm run lint` (rule local/boundaries): an
 * import not allowed here fails, type-only ones included, and so does an API module missing from
 * `api.modules`, so a new module is declared here with what it uses.
 * The module graph must stay acyclic (tools/eslint-boundaries.test.ts checks it): when two
 * modules need each other, the shared part moves down into the lower one, lib/, http/ or the
 * contracts.
 */
export default {
  api: {
    /** Modules under apps/api/src/modules: each may import these other modules (via index.ts). */
    modules: {
      admin: ['catalogue', 'identity'],
      availability: ['customers'],
      billing: ['admin', 'catalogue', 'notifications'],
      booking: [
        'availability',
        'catalogue',
        'coupons',
        'customers',
        'member-card',
        'notifications',
        'payments',
        'stored-value',
        'vouchers',
      ],
      catalogue: [],
      chat: ['admin', 'notifications'],
      checkout: ['booking', 'notifications', 'payment-settings', 'payments', 'stored-value'],
      consent: ['customers', 'member-card'],
      coupons: ['stored-value'],
      customers: ['identity', 'member-card', 'stored-value'],
      identity: ['catalogue'],
      line: ['booking', 'customers', 'identity', 'notifications'],
      'google-reserve': ['admin', 'availability', 'booking', 'identity', 'payments'],
      'member-card': ['coupons', 'vouchers'],
      notifications: ['consent'],
      'payment-settings': ['admin'],
      payments: [],
      products: ['customers', 'stored-value'],
      push: ['admin', 'notifications', 'uploads'],
      reviews: [],
      seller: [
        'availability',
        'billing',
        'booking',
        'catalogue',
        'customers',
        'identity',
        'vouchers',
      ],
      'stored-value': [],
      uploads: [],
      vouchers: ['stored-value'],
    },
    /**
     * Tests (`*.test.ts`) inside a module may import any module through its index to set up a
     * scenario (factories, a booked order): they are not part of the module graph.
     */
    testsImportAnyModule: true,
    /** Folders of apps/api/src below the modules, and what each must not import. */
    below: {
      http: ['modules'],
      lib: ['modules', 'http'],
    },
  },
  web: {
    /**
     * Folders of apps/web/src and what each must not import; `features` inside features/ means
     * another feature (a feature's own files are free). Routes compose features.
     */
    mayNotImport: {
      features: ['features', 'routes'],
      ui: ['features', 'routes'],
      lib: ['features', 'routes'],
      config: ['features', 'routes'],
    },
  },
};
