import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { ADULT_AGE_YEARS, useGetWebsiteBasicInfoQuery } from '@platform/api-client';
import { Button, useAppNavigate } from '@platform/ui';
import { aboutSiteInfo } from '../siteInfo';
import { AboutLinks } from './AboutLinks';
import { AboutSection } from './AboutSection';

/**
 * About (docs/product-rules.md#help): the site as its configuration names it, then our own texts:
 * who we are, responsible play, security, fair play (docs/product-rules.md#games), contact and links.
 * No licence or registration number is claimed: the configuration holds none.
 */
export function AboutScreen() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const { data } = useGetWebsiteBasicInfoQuery();
  const site = aboutSiteInfo(data?.websiteBasicList);
  return (
    <div className="support-about">
      <AboutSection name="who" title={t('about.who.title')}>
        {site.siteName && (
          <p className="support-about-site" data-testid="about-site-name">
            {site.siteName}
          </p>
        )}
        <p>{t('about.who.body')}</p>
      </AboutSection>
      <AboutSection name="responsible" title={t('about.responsible.title')}>
        <ul>
          <li data-testid="about-adult">{t('about.responsible.age', { age: ADULT_AGE_YEARS })}</li>
          <li>{t('about.responsible.limits')}</li>
          <li>{t('about.responsible.breaks')}</li>
          <li>{t('about.responsible.pause')}</li>
        </ul>
      </AboutSection>
      <AboutSection name="security" title={t('about.security.title')}>
        <ul>
          <li>{t('about.security.connection')}</li>
          <li>{t('about.security.payPassword')}</li>
          <li>{t('about.security.codes')}</li>
        </ul>
      </AboutSection>
      <AboutSection name="fair" title={t('about.fair.title')}>
        <p>{t('about.fair.rounds')}</p>
        <p>{t('about.fair.lottery')}</p>
        <Button
          size="small"
          color="primary"
          fill="outline"
          data-testid="about-verify"
          onClick={() => navigate(routePath('gameVerify'))}
        >
          {t('about.fair.verify')}
        </Button>
      </AboutSection>
      <AboutSection name="contact" title={t('about.contact.title')}>
        <p>{t('about.contact.body')}</p>
        {site.serviceEmail && (
          <p>
            {t('about.contact.email')}{' '}
            <a href={`mailto:${site.serviceEmail}`} data-testid="about-email">
              {site.serviceEmail}
            </a>
          </p>
        )}
      </AboutSection>
      <AboutLinks />
      {site.copyright && (
        <p className="support-about-copyright" data-testid="about-copyright">
          {site.copyright}
        </p>
      )}
    </div>
  );
}
