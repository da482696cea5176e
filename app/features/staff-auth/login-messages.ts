/** docs/requirements.md (Messages), written once. */
export const LOGIN_MESSAGES = {
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  success: "User Login",
  unauthorized: "Unauthorized: Invalid email or password.",
  serverError: "Invalid email & password.",
  failed: "Login failed",
  loggedOut: "You have been logged out.",
} as const;
