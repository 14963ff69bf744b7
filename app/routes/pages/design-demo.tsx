import { useState } from "react";
import { PageHero } from "#app/components/page-hero.tsx";
import { button, card, container, muted } from "#app/lib/ui.ts";
import { CATEGORY_COLOURS } from "#domain/category-style.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/design-demo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    // The showcase is written in Chinese on both sites; only the site's name follows the page.
    title: m.page_title({ title: "设计展示" }),
    description: m.pages_demo_description(),
    path: "/design-demo",
    // A showcase of the design system, not content: kept out of search results and the sitemap.
    noindex: true,
  });

// Fixed sample counts: this page never reads or writes real votes.
const SAMPLE = {
  question: "你更愿意拥有哪种超能力？",
  a: "能够自由飞翔",
  b: "能够随时隐身",
  votesA: 620,
  votesB: 380,
};

// [name, Tailwind class (kept literal so Tailwind generates it), hex, use]
const SWATCHES = [
  ["靛蓝 700", "bg-indigo-700", "#4338CA", "主色与主要按钮"],
  ["紫罗兰 800", "bg-violet-800", "#5B21B6", "渐变的终点色"],
  ["石板 900", "bg-slate-900", "#0F172A", "正文文字"],
  ["石板 600", "bg-slate-600", "#475569", "次要文字"],
  ["翡翠 700", "bg-emerald-700", "#047857", "成功与鼓励"],
  ["玫瑰 700", "bg-rose-700", "#BE123C", "错误与禁止"],
  ["琥珀 700", "bg-amber-700", "#B45309", "提醒与警告"],
  ["石板 50", "bg-slate-50", "#F8FAFC", "页面背景"],
] as const;

const TYPE_SCALE = [
  { label: "展示标题 · text-5xl · 800", className: "text-4xl font-extrabold sm:text-5xl", sample: "二选一" },
  { label: "一级标题 · text-3xl · 700", className: "text-3xl font-bold", sample: "两个选项，一个决定" },
  { label: "二级标题 · text-2xl · 700", className: "text-2xl font-bold", sample: "今日问题" },
  { label: "三级标题 · text-lg · 600", className: "text-lg font-semibold", sample: "看看大家怎么选" },
  {
    label: "正文 · text-base · 400",
    className: "text-base",
    sample: "每个问题都有 A、B 两个选项，投票后立即显示结果。",
  },
  {
    label: "辅助文字 · text-sm · slate-600",
    className: `text-sm ${muted}`,
    sample: "共 1,000 票 · 2025/01/15",
  },
];

const BADGES = [
  { text: "儿童", className: CATEGORY_COLOURS.sky.badge },
  { text: "搞笑", className: CATEGORY_COLOURS.amber.badge },
  { text: "深度", className: CATEGORY_COLOURS.violet.badge },
  { text: "电影", className: CATEGORY_COLOURS.rose.badge },
  { text: "美食", className: CATEGORY_COLOURS.orange.badge },
  { text: "旅行", className: CATEGORY_COLOURS.teal.badge },
  { text: "你的选择", className: "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950" },
  { text: "热门", className: "bg-red-700 text-white dark:bg-red-400 dark:text-slate-950" },
];

const badgeBase = "inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold";

function SampleVote() {
  const [choice, setChoice] = useState<"A" | "B" | null>(null);
  const votesA = SAMPLE.votesA + (choice === "A" ? 1 : 0);
  const votesB = SAMPLE.votesB + (choice === "B" ? 1 : 0);
  const pct = percentages(votesA, votesB);
  const options = [
    { key: "A" as const, text: SAMPLE.a, percent: pct.a, bar: "bg-indigo-600 dark:bg-indigo-400" },
    { key: "B" as const, text: SAMPLE.b, percent: pct.b, bar: "bg-violet-600 dark:bg-violet-400" },
  ];
  const chosen = options.find((o) => o.key === choice);
  return (
    <div className={`${card} p-5 sm:p-8`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${badgeBase} ${CATEGORY_COLOURS.sky.badge}`}>儿童</span>
        <span className={`${badgeBase} ${CATEGORY_COLOURS.amber.badge}`}>演示</span>
      </div>
      <p className="mt-4 text-xl font-bold sm:text-2xl">{SAMPLE.question}</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <button
            key={o.key}
            type="button"
            aria-pressed={choice === o.key}
            onClick={() => setChoice(o.key)}
            className="rounded-xl border-2 border-indigo-600 p-4 text-left font-semibold transition-colors hover:bg-indigo-50 aria-pressed:bg-indigo-50 dark:border-indigo-400 dark:hover:bg-indigo-950 dark:aria-pressed:bg-indigo-950"
          >
            <span className="flex items-center justify-between gap-2">
              <span>
                {o.key}. {o.text}
              </span>
              {choice && <span className="tabular-nums">{o.percent}%</span>}
            </span>
            {choice && (
              <span
                aria-hidden="true"
                className="mt-3 block h-2.5 rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <span className={`block h-full rounded-full ${o.bar}`} style={{ width: `${o.percent}%` }} />
              </span>
            )}
            {choice === o.key && (
              <span
                className={`${badgeBase} mt-3 bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950`}
              >
                你的选择
              </span>
            )}
          </button>
        ))}
      </div>
      <p aria-live="polite" className={`mt-4 text-sm ${muted}`}>
        {chosen
          ? `你选择了「${chosen.text}」，${chosen.percent}% 的示例投票与你相同。共 ${(votesA + votesB).toLocaleString("zh-CN")} 票（示例数据）。`
          : "点击任意选项，查看示例投票结果。"}
      </p>
      <p className={`mt-2 text-sm ${muted}`}>
        这只是演示：结果基于固定的示例数据（约 62% 对
        38%），只在你的浏览器中计算，不会发送到服务器，也不会计入真实投票。
      </p>
      {choice && (
        <button type="button" onClick={() => setChoice(null)} className={`${button.secondary} mt-4`}>
          重新选择
        </button>
      )}
    </div>
  );
}

function Showcase({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {note && <p className={`mt-2 ${muted}`}>{note}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function DesignDemo() {
  return (
    <main lang="zh-CN">
      <PageHero eyebrow="设计演示" title="设计系统展示" intro={m.pages_demo_intro()} />
      <div className={`${container} grid gap-14 py-12 sm:py-16`}>
        <Showcase id="vote" title="示例投票" note="投票前只显示选项，投票后显示百分比条和“你的选择”徽章。">
          <div className="max-w-3xl">
            <SampleVote />
          </div>
        </Showcase>

        <Showcase id="colour" title="颜色">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {SWATCHES.map(([name, swatch, hex, use]) => (
              <li key={swatch} className={`${card} overflow-hidden text-sm`}>
                <span
                  aria-hidden="true"
                  className={`block h-20 border-b border-slate-200 dark:border-slate-800 ${swatch}`}
                />
                <span className="block p-3">
                  <span className="block font-semibold">{name}</span>
                  <span className={`block font-mono ${muted}`}>{hex}</span>
                  <span className={`mt-1 block ${muted}`}>{use}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-800 p-6 text-white">
            <p className="text-lg font-bold">品牌渐变 · indigo-700 → violet-800</p>
            <p className="mt-1 text-white">渐变上的文字一律使用白色，起点色不浅于 700。</p>
          </div>
        </Showcase>

        <Showcase id="type" title="字体层级">
          <ul className={`${card} divide-y divide-slate-200 dark:divide-slate-800`}>
            {TYPE_SCALE.map((t) => (
              <li
                key={t.label}
                className="grid gap-1 p-5 sm:grid-cols-[14rem_1fr] sm:items-baseline sm:gap-6"
              >
                <span className={`font-mono text-xs ${muted}`}>{t.label}</span>
                <span className={`${t.className} break-words`}>{t.sample}</span>
              </li>
            ))}
          </ul>
        </Showcase>

        <Showcase id="button" title="按钮" note="以下按钮仅作样式展示，点击不会执行任何操作。">
          <div className={`${card} flex flex-wrap gap-3 p-6`}>
            <button type="button" className={button.primary}>
              主要按钮
            </button>
            <button type="button" className={button.secondary}>
              次要按钮
            </button>
            <button type="button" className={button.ghost}>
              幽灵按钮
            </button>
            <button type="button" className={button.primary} disabled>
              已禁用
            </button>
          </div>
        </Showcase>

        <Showcase id="badge" title="徽章" note="分类徽章使用 800 色阶文字配 100 色阶底色，对比度均高于 7:1。">
          <ul className={`${card} flex flex-wrap gap-3 p-6`}>
            {BADGES.map((b) => (
              <li key={b.text} className={`${badgeBase} ${b.className}`}>
                {b.text}
              </li>
            ))}
          </ul>
        </Showcase>
      </div>
    </main>
  );
}
