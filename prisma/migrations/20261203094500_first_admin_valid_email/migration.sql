-- The first-start admin used to be admin@localhost, which better-auth refuses at password sign-in
-- (INVALID_EMAIL): give an existing one the address first start now uses, unless it is taken.
UPDATE "User" SET "email" = 'admin@vbench.localhost'
WHERE "email" = 'admin@localhost'
  AND NOT EXISTS (SELECT 1 FROM "User" WHERE "email" = 'admin@vbench.localhost');
