import { MetrikaHits } from './MetrikaHits';

/**
 * Yandex Metrika: the tag, its <noscript> pixel and hits on client navigation. Rendered only when
 * the public flag and the counter id are both set (edge/config.ts `publicConfig`).
 */
export function Metrika({ id, nonce }: { id: string; nonce: string | undefined }) {
  const counter = Number(id);
  const loader = `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${counter},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true,webvisor:false});`;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Metrika's own loader, with a numeric id only */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />
      <noscript>
        <div>
          <img src={`https://mc.yandex.ru/watch/${counter}`} style={{ position: 'absolute', left: '-9999px' }} alt="" />
        </div>
      </noscript>
      <MetrikaHits id={counter} />
    </>
  );
}
