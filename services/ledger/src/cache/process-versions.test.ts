import { jest } from '@jest/globals';
import { createProcessVersions } from './process-versions';

describe('the data versions one ledger process committed (READ_CACHE_VERSIONS=process)', () => {
  it('When this process committed a version, then it is the answer and the database is not asked', async () => {
    const versions = createProcessVersions();
    versions.committed('person', '7');
    const fromDatabase = jest.fn(async () => '3');
    await expect(versions.versionOf('person', fromDatabase)).resolves.toBe('7');
    expect(fromDatabase).not.toHaveBeenCalled();
  });

  it('When it has seen no version, then it asks the database once and keeps the answer', async () => {
    const versions = createProcessVersions();
    const fromDatabase = jest.fn(async () => '4');
    await expect(versions.versionOf('person', fromDatabase)).resolves.toBe('4');
    await expect(versions.versionOf('person', fromDatabase)).resolves.toBe('4');
    expect(fromDatabase).toHaveBeenCalledTimes(1);
  });

  it('When a change commits while the database is being asked, then the older version read does not replace the new one', async () => {
    const versions = createProcessVersions();
    let answer: (version: string) => void = () => undefined;
    const reading = versions.versionOf('person', () => new Promise<string>((resolve) => (answer = resolve)));
    versions.committed('person', '9');
    answer('8');
    await expect(reading).resolves.toBe('8');
    await expect(versions.versionOf('person', async () => '8')).resolves.toBe('9');
  });

  it('When the person was forgotten (their version deleted), then they have no version, even if a read begun before answers after', async () => {
    const versions = createProcessVersions();
    let answer: (version: string) => void = () => undefined;
    const reading = versions.versionOf('person', () => new Promise<string>((resolve) => (answer = resolve)));
    versions.committed('person', null);
    answer('5');
    await reading;
    const fromDatabase = jest.fn(async () => '5');
    await expect(versions.versionOf('person', fromDatabase)).resolves.toBeUndefined();
    expect(fromDatabase).not.toHaveBeenCalled();
  });

  it('When the database has no version for a person, then none is kept and the next read asks again', async () => {
    const versions = createProcessVersions();
    const fromDatabase = jest.fn(async (): Promise<string | undefined> => undefined);
    await expect(versions.versionOf('person', fromDatabase)).resolves.toBeUndefined();
    await versions.versionOf('person', fromDatabase);
    expect(fromDatabase).toHaveBeenCalledTimes(2);
  });
});
