/** Credentials and addresses of the end-to-end server (tests/support/e2e/server.ts). */
export const E2E_ADMIN = {
  email: "staff@e2e.manzilmovers.example",
  password: "e2e-Staff-Password-1234",
  name: "Sana Staff",
};
export const E2E_DATA_DIR = ".cache/e2e-data";
