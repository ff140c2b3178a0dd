import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  AdminLoginResponseSchema,
  apiPrefix,
  authHeaders,
  constants,
  CurrentUserSchema,
  endpointPath,
  messages,
  paths,
  type CurrentUser,
  sessionEndpoints,
  type Settings,
  settingsEndpoints,
} from './contracts.js';
import { demoPassword } from './demo-accounts.js';

/** The fields and buttons of the provider Login page (/), found the way a user finds them: by their labels. */
export function loginForm(page: Page) {
  return {
    userId: page.getByRole('textbox', { name: messages.login.userIdLabel, exact: true }),
    password: page.getByRole('textbox', { name: messages.login.passwordLabel, exact: true }),
    rememberUserId: page.getByRole('checkbox', { name: messages.login.rememberUserId }),
    logIn: page.getByRole('button', { name: messages.login.logIn, exact: true }),
  };
}

export function adminLoginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: messages.adminLogin.emailLabel, exact: true }),
    password: page.getByRole('textbox', { name: messages.login.passwordLabel, exact: true }),
    rememberMe: page.getByRole('checkbox', { name: messages.adminLogin.rememberMe }),
    logIn: page.getByRole('button', { name: messages.login.logIn, exact: true }),
  };
}

/** The message shown in an alert (Mantine's Alert and toasts both have role alert). */
export function alertWithText(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** A success message: success toasts and notices have role status. */
export function statusWithText(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Fills and submits the Login form of the page already open (/ or /?redirect=…). */
export async function submitLogin(page: Page, userId: string, password = demoPassword): Promise<void> {
  const form = loginForm(page);
  await form.userId.fill(userId);
  await form.password.fill(password);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${apiPrefix}${endpointPath(sessionEndpoints.login)}`,
  );
  await form.logIn.click();
  await answer;
}

/** Opens Login and signs in; waits until the app has left the Login page. */
export async function logIn(page: Page, userId: string, password = demoPassword): Promise<void> {
  await page.goto(paths.login);
  await submitLogin(page, userId, password);
  await expect(page).not.toHaveURL(onLogin);
}

export async function logInAsAdmin(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto(paths.loginAdmin);
  const form = adminLoginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.logIn.click();
  // Employees land on their own work (issue 34 §7): reviewers on the queue, everyone else on Site Administration.
  await expect(page).toHaveURL((url) => url.pathname === paths.adminReview || url.pathname === paths.adminOverview);
}

/** Matches a URL whose path is exactly `path`, whatever its query. */
export function pathIs(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

const onLogin = pathIs(paths.login);

/** Asserts the Login page is shown, with the given ?redirect= (or none). */
export async function expectLoginPage(page: Page, redirect: string | null = null): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === paths.login && url.searchParams.get('redirect') === redirect);
  await expect(loginForm(page).userId).toBeVisible();
}

/** The user the app keeps in localStorage (ep.currentUser), or null. */
export async function storedUser(page: Page): Promise<CurrentUser | null> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), constants.currentUserStorageKey);
  return text === null ? null : CurrentUserSchema.parse(JSON.parse(text));
}

export async function fetchSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get(`${apiPrefix}${endpointPath(settingsEndpoints.settings)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Settings;
}

/** The headers of an authenticated call (spec 1 §7): bearer token, user name, app id and user id. */
export function authenticationHeaders(user: CurrentUser, appId: string): Record<string, string> {
  return {
    [authHeaders.authorization]: `Bearer ${user.token}`,
    [authHeaders.userName]: user.userName,
    [authHeaders.appId]: appId,
    [authHeaders.userId]: String(user.loginId),
  };
}

/** The headers of an employee's calls, logged in through the API (for a journey's setup or clean-up, not its steps). */
export async function employeeHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post(`${apiPrefix}${endpointPath(sessionEndpoints.adminLogin)}`, { data: { Username: email, Password: demoPassword } });
  expect(response.status()).toBe(200);
  const answer = AdminLoginResponseSchema.parse(await response.json());
  if (!answer.isAdminLoginValid) throw new Error(`${email} could not log in`);
  const { appId } = await fetchSettings(request);
  return authenticationHeaders(answer, appId);
}

/** Calls the handshake with a user's token and the other authentication headers; returns the status. */
export async function handshakeStatus(request: APIRequestContext, user: CurrentUser, appId: string): Promise<number> {
  const response = await request.get(`${apiPrefix}${endpointPath(sessionEndpoints.handshake)}`, { headers: authenticationHeaders(user, appId) });
  return response.status();
}
