import { describe, expect, it } from 'vitest';
import { homeGreeting } from './home-greeting';

describe('the dashboard home greeting', () => {
  it('welcomes a person signing in for the first time', () => {
    expect(homeGreeting(null)).toBe('welcome');
  });

  it('welcomes back a person who signed in before', () => {
    expect(homeGreeting('2026-12-01T02:15:00.000Z')).toBe('welcomeBack');
  });

  it('says neither before the account is known', () => {
    expect(homeGreeting(undefined)).toBeNull();
  });
});
