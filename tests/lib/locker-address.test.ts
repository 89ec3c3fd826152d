import { describe, expect, it } from 'vitest';
import { buildLockerAddress, oneLineAddress } from '../../src/lib/locker-address.ts';

const warehouse = 'Casillero Miami\n8200 NW 41st St, Suite 200\nDoral, FL 33166\nUnited States';
const maria = { name: 'María', last_name: 'González', locker: 'CAS-10001' };

describe('the locker address', () => {
  it('takes the first line as the title and addresses the rest to the customer and the locker', () => {
    expect(buildLockerAddress(warehouse, maria)).toEqual({
      title: 'Casillero Miami',
      lines: ['María González CAS-10001', '8200 NW 41st St, Suite 200', 'Doral, FL 33166', 'United States'],
    });
  });

  it('ignores blank lines, Windows line ends and stray spaces', () => {
    const messy = '  Casillero Miami \r\n\r\n 8200 NW 41st St \n\nDoral, FL 33166  \n';
    expect(buildLockerAddress(messy, { name: ' María ', last_name: 'González', locker: 'CAS-10001 ' })).toEqual({
      title: 'Casillero Miami',
      lines: ['María González CAS-10001', '8200 NW 41st St', 'Doral, FL 33166'],
    });
  });

  it('copes with an address of one line and an empty one', () => {
    expect(buildLockerAddress('Casillero Miami', maria)).toEqual({ title: 'Casillero Miami', lines: ['María González CAS-10001'] });
    expect(buildLockerAddress('', maria)).toEqual({ title: '', lines: ['María González CAS-10001'] });
  });

  it('builds the one-line address to paste in a shop, without the title', () => {
    expect(oneLineAddress(buildLockerAddress(warehouse, maria))).toBe(
      'María González CAS-10001, 8200 NW 41st St, Suite 200, Doral, FL 33166, United States',
    );
  });

  it('does not double commas or spaces when a line already ends with one', () => {
    const address = { title: 'T', lines: ['Ana Pérez  CAS-2', '1 Main St,', 'Doral,  FL 33166 '] };
    expect(oneLineAddress(address)).toBe('Ana Pérez CAS-2, 1 Main St, Doral, FL 33166');
  });
});
