// The locker address as stores' forms ask for it (docs/product.md#locker-address).
import { describe, expect, it } from 'vitest';
import { allLines, buildLockerAddress } from '../../src/lib/locker-address.ts';

const warehouse = 'Casillero Miami\n8200 NW 41st St, Suite 100\nDoral, FL 33166\nUnited States';
const maria = { name: 'María', last_name: 'González', locker: 'CAS-10001' };

describe('the locker address', () => {
  it('takes the first line as the title; the name, the street, the locker code alone, the city, the country and the phone', () => {
    expect(buildLockerAddress(warehouse, maria, '+1 305-555-0142')).toEqual({
      title: 'Casillero Miami',
      lines: [
        { key: 'name', value: 'María González' },
        { key: 'line1', value: '8200 NW 41st St, Suite 100' },
        { key: 'line2', value: 'CAS-10001' },
        { key: 'cityStateZip', value: 'Doral, FL 33166' },
        { key: 'country', value: 'United States' },
        { key: 'phone', value: '+1 305-555-0142' },
      ],
    });
  });

  it('has no phone line when the company has no phone', () => {
    const keys = (phone?: string) => buildLockerAddress(warehouse, maria, phone).lines.map((line) => line.key);
    expect(keys()).toEqual(['name', 'line1', 'line2', 'cityStateZip', 'country']);
    expect(keys('  ')).toEqual(['name', 'line1', 'line2', 'cityStateZip', 'country']);
  });

  it('joins several street lines into line 1, and ignores blank lines, Windows line ends and stray spaces', () => {
    const messy = '  Casillero Miami \r\n\r\n 8200 NW 41st St \nSuite  100\n\nDoral, FL 33166  \nUnited States\n';
    expect(buildLockerAddress(messy, { name: ' María ', last_name: 'González', locker: 'CAS-10001 ' }).lines).toEqual([
      { key: 'name', value: 'María González' },
      { key: 'line1', value: '8200 NW 41st St, Suite 100' },
      { key: 'line2', value: 'CAS-10001' },
      { key: 'cityStateZip', value: 'Doral, FL 33166' },
      { key: 'country', value: 'United States' },
    ]);
  });

  it('copes with a short address, an empty one and a customer not known yet', () => {
    expect(buildLockerAddress('Casillero Miami\n8200 NW 41st St\nDoral, FL 33166', maria).lines.map((line) => line.value)).toEqual([
      'María González', '8200 NW 41st St', 'CAS-10001', 'Doral, FL 33166',
    ]);
    expect(buildLockerAddress('', maria)).toEqual({
      title: '',
      lines: [{ key: 'name', value: 'María González' }, { key: 'line2', value: 'CAS-10001' }],
    });
    expect(buildLockerAddress(warehouse, { name: '', last_name: '', locker: '' }).lines.map((line) => line.key)).toEqual([
      'line1', 'cityStateZip', 'country',
    ]);
  });

  it('copies the whole address a line each, without the title', () => {
    expect(allLines(buildLockerAddress(warehouse, maria, '+1 305-555-0142'))).toBe(
      'María González\n8200 NW 41st St, Suite 100\nCAS-10001\nDoral, FL 33166\nUnited States\n+1 305-555-0142',
    );
  });
});
