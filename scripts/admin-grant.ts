/**
 * `npm run admin:grant -- <phone> <role>`: makes the user with this phone number (created if
 * nobody has it yet; their first code sign-in verifies it) a platform administrator of the role
 * (SUPER, OPERATIONS or SUPPORT), audited as done by the system. On the embedded PGlite database
 * stop the app first: one process at a time opens its directory.
 */
import { ADMIN_ROLES, type TAdminRole } from '@haoyue/contracts';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { AppError } from '../apps/api/src/lib/errors';
import { grantAdminByPhone } from '../apps/api/src/modules/admin';
import { validatePhoneNumber } from '../apps/api/src/modules/identity';

const [phoneInput, roleInput = 'SUPER'] = process.argv.slice(2);
const role = roleInput.toUpperCase() as TAdminRole;
if (!phoneInput || !ADMIN_ROLES.includes(role)) {
  console.error(
    `usage: npm run admin:grant -- <phone, e.g. +886912345678> <${ADMIN_ROLES.join('|')}>`,
  );
  process.exit(2);
}
let phoneE164: string;
try {
  // A Taiwan number may be typed as on a phone: 0912-345-678.
  phoneE164 = validatePhoneNumber(
    phoneInput.startsWith('+') ? phoneInput : `+886${phoneInput}`,
  ).e164;
} catch (err) {
  console.error(err instanceof AppError ? err.message : err);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.database.url,
  poolSize: 2,
  pgliteDataDir: config.database.pgliteDataDir,
});
try {
  await runMigrations(database);
  const { userId, changed } = await grantAdminByPhone(database.db, {
    phoneE164,
    role,
    reason: 'npm run admin:grant',
  });
  console.log(
    changed
      ? `user ${userId} (${phoneE164}) is now ${role}`
      : `user ${userId} (${phoneE164}) was already ${role}`,
  );
} finally {
  await database.close();
}
