/** An error whose message is safe to show to the caller, with the HTTP status to send. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in as an admin.') =>
  new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new HttpError(429, message);
