import { describe, expect, it } from 'vitest';
import { nameBasedUuid } from './name-based-uuid.js';

describe('nameBasedUuid', () => {
  it('is the version 5 UUID of RFC 9562 for a URL', () => {
    // Python's uuid.uuid5(uuid.NAMESPACE_URL, 'http://python.org/') (the RFC's algorithm, an outside reference).
    expect(nameBasedUuid('http://python.org/')).toBe('4c565f0d-3f5a-5890-b41b-20cf47701c5e');
    expect(nameBasedUuid('https://portal.example.com/fhir/Patient/member-1')).not.toBe(nameBasedUuid('https://portal.example.com/fhir/Patient/member-2'));
  });
});
