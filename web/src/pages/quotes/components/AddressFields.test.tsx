import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import { AddressVerdictNote } from './AddressFields.tsx';

describe('the price list’s address note', () => {
  it('says the type, who decided, and whether the residential surcharge applied by the address or the tick', () => {
    renderPage(
      <AddressVerdictNote
        address={{
          type: 'residential',
          source: 'service',
          confidence: 97,
          serviceMiss: null,
          residential: true,
          decidedBy: 'address',
        }}
      />,
    );
    expect(screen.getByTestId('price-address').textContent).toBe(
      '住宅 收件地址（地址校验服务，置信度 97%） · 已计住宅附加费',
    );
  });

  it('says when the tick overrode a commercial address, and when the service fell back', () => {
    renderPage(
      <AddressVerdictNote
        address={{
          type: 'commercial',
          source: 'rules',
          confidence: 70,
          serviceMiss: 'slow',
          residential: true,
          decidedBy: 'flag',
        }}
      />,
    );
    expect(screen.getByTestId('price-address').textContent).toBe(
      '商业 收件地址（规则，置信度 70%） · 已计住宅附加费 · 按勾选的“住宅地址”计 · 地址校验服务响应超时，已改由规则判定',
    );
  });

  it('says why the type is unknown when the service found no such address', () => {
    renderPage(
      <AddressVerdictNote
        address={{
          type: 'unknown',
          source: 'service',
          confidence: 0,
          serviceMiss: 'noCandidate',
          residential: false,
          decidedBy: 'address',
        }}
      />,
    );
    expect(screen.getByTestId('price-address').textContent).toBe(
      '未知 收件地址（地址校验服务，置信度 0%） · 不计住宅附加费 · 地址校验服务找不到该地址：类型未知，请核对地址',
    );
  });

  it('says when the service asked to wait and the rules decided', () => {
    renderPage(
      <AddressVerdictNote
        address={{
          type: 'residential',
          source: 'rules',
          confidence: 30,
          serviceMiss: 'busy',
          residential: true,
          decidedBy: 'address',
        }}
      />,
    );
    expect(screen.getByTestId('price-address').textContent).toContain('地址校验服务要求稍后再试：本次由规则判定');
  });

  it('says nothing without an address', () => {
    renderPage(<AddressVerdictNote address={undefined} />);
    expect(screen.queryByTestId('price-address')).toBeNull();
  });
});
