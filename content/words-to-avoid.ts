// Words that do not fit a set's readers, beyond the profanity library every question passes.
// English patterns match whole words; Chinese ones match anywhere, so they stay specific.

export type AvoidRule = { audience: string; english: RegExp; chinese?: RegExp };

const words = (list: string) => new RegExp(`\\b(?:${list})\\b`, "i");

/** For a child: nothing violent, romantic, boozy, grown-up-worried or unkind. */
const CHILDREN: Omit<AvoidRule, "audience"> = {
  english: words(
    "kill|killed|killing|murder|blood|bloody|gun|guns|knife|weapon|war|dead|death|die|dies|drunk|beer|wine|alcohol|cocktail|hangover|cigarette|smoking|drug|drugs|gamble|gambling|casino|sexy|kiss|kissing|dating|first date|boyfriend|girlfriend|crush|flirt|flirting|hell|damn|stupid|idiot|hate|diet|mortgage|divorce|funeral|taxes",
  ),
  chinese:
    /枪|血腥|谋杀|喝酒|啤酒|葡萄酒|醉|香烟|抽烟|毒品|赌|性感|接吻|亲吻|约会|男朋友|女朋友|暗恋|调情|离婚|葬礼|房贷/,
};

/** For a teenager: no drinking, nights out or anything past a kiss on the cheek. */
const TEENS: Omit<AvoidRule, "audience"> = {
  english: words(
    "drunk|beer|wine|alcohol|cocktail|shots|hangover|nightclub|pub|bar crawl|naked|nude|bed|bedroom|hook up|hookup|one-night|dating app|tinder|sexy|make out|making out",
  ),
  chinese: /喝酒|啤酒|葡萄酒|醉|酒吧|夜店|裸|上床|约炮|性感/,
};

/** For a team at work: no romance, drinking, politics or religion. */
const WORK: Omit<AvoidRule, "audience"> = {
  english: words(
    "kiss|kissing|flirt|flirting|crush|dating|date night|first date|sexy|romance|romantic|boyfriend|girlfriend|ex|drunk|beer|wine|cocktail|hangover|politics|political|religion|religious",
  ),
  chinese: /接吻|调情|暗恋|约会|性感|浪漫|男朋友|女朋友|前任|喝酒|醉|政治|宗教/,
};

/** For adults only: grown-ups, so nothing set at school; flirty, never explicit. */
const ADULTS_ONLY: Omit<AvoidRule, "audience"> = {
  english: words(
    "school|teacher|teachers|homework|classmate|classmates|prom|detention|locker|teen|teens|teenager|naked|nude|strip club|stripper|threesome|orgasm|fetish|condom|porn",
  ),
  chinese: /学校|老师|作业|同学|毕业舞会|青少年|裸|脱衣|色情|避孕套/,
};

/** The rules a question meets, from its category and its tags. */
export function wordsToAvoid(category: string, tags: string[]): AvoidRule[] {
  const rules: AvoidRule[] = [];
  if (category === "Kids" || tags.includes("classroom")) rules.push({ audience: "children", ...CHILDREN });
  if (tags.includes("teens")) rules.push({ audience: "teens", ...TEENS });
  if (tags.includes("work")) rules.push({ audience: "a team at work", ...WORK });
  if (category === "Spicy") rules.push({ audience: "an adults-only set", ...ADULTS_ONLY });
  return rules;
}
