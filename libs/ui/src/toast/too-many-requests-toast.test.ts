import { ApiError } from '../api/api-error';
import { tooManyRequestsToast } from './too-many-requests-toast';

describe('tooManyRequestsToast', () => {
  it('When an answer is 429, then the toast has a title and the server message saying how long to wait', () => {
    const error = new ApiError('Too many requests. Please try again in 1 minute.', 429, 'COMMON.TOO_MANY_REQUESTS', undefined, 42);
    expect(tooManyRequestsToast(error)).toEqual({ title: 'Too many attempts', description: 'Too many requests. Please try again in 1 minute.', variant: 'error' });
  });

  it('When a failure is anything else, then there is no such toast', () => {
    expect(tooManyRequestsToast(new ApiError('Unavailable', 503))).toBeUndefined();
    expect(tooManyRequestsToast(new Error('boom'))).toBeUndefined();
  });
});
