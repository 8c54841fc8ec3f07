import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromHeader, resolveLanguage } from './language';

describe('request language', () => {
  it('reads the lang header code 1-8', () => {
    expect(languageFromHeader('3')).toBe('en');
    expect(languageFromHeader('8')).toBe('md');
    expect(languageFromHeader('9')).toBeNull();
    expect(languageFromHeader('en')).toBeNull();
    expect(languageFromHeader(undefined)).toBeNull();
  });

  it('reads Accept-Language by quality', () => {
    expect(languageFromAcceptLanguage('fr;q=1, th;q=0.8, en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('hk');
    expect(languageFromAcceptLanguage('tl-PH')).toBe('fp');
    expect(languageFromAcceptLanguage('*')).toBeNull();
  });

  it('header, then stored langType, then Accept-Language, then zh', () => {
    expect(resolveLanguage({ langHeader: '4', memberLangType: 5, acceptLanguage: 'en' })).toBe(
      'th',
    );
    expect(
      resolveLanguage({ langHeader: undefined, memberLangType: 5, acceptLanguage: 'en' }),
    ).toBe('vn');
    expect(
      resolveLanguage({ langHeader: undefined, memberLangType: null, acceptLanguage: 'pt-BR' }),
    ).toBe('pg');
    expect(resolveLanguage({ langHeader: undefined, acceptLanguage: undefined })).toBe('zh');
  });
});
