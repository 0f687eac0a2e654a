import styles from './partner-banners.module.css';

/** The club's partner banners; a banner with a link opens the partner's site. */
export function PartnerBanners({ banners }: { banners: { src: string; title: string; href?: string }[] }) {
  return (
    <div className={styles.grid} data-testid="partner-banners">
      {banners.map((banner) => {
        const image = (
          // The banners' 3:1 format (docs/tenant-onboarding.md) keeps their place before they load.
          // eslint-disable-next-line @next/next/no-img-element -- the partner's artwork, served as is
          <img
            src={banner.src}
            alt={banner.title}
            loading="lazy"
            width={600}
            height={200}
            className={styles.image}
          />
        );
        return banner.href ? (
          <a
            key={banner.src}
            href={banner.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
          >
            {image}
          </a>
        ) : (
          <div key={banner.src}>{image}</div>
        );
      })}
    </div>
  );
}
