// Tests submit many questions; the near-duplicate check refuses ones that look alike, and random
// letters can spell something the language check refuses. Plain nouns, picked at random, do neither.
const NOUNS = (
  "apple anchor badger banjo beacon biscuit blanket bramble bucket cactus candle canyon carrot castle " +
  "cedar cherry chimney cobalt comet copper cotton crayon cricket dolphin dragon drum eagle ember falcon " +
  "feather fern fiddle flannel forest fountain garden garnet ginger glacier goblet granite harbor hazel " +
  "helmet hollow honey iceberg island jacket jasmine kettle kiwi ladder lantern lemon lilac lobster " +
  "magnet maple marble meadow mitten moose muffin nectar noodle nutmeg oasis olive orbit otter paddle " +
  "panther parrot pebble pepper pickle pillow planet pocket pony puddle pumpkin quartz quilt rabbit " +
  "radish raven ribbon river rocket saddle salmon sapphire scarf shadow shovel silver sparrow spinach " +
  "spruce squash summit sunset tablet teapot thistle thunder timber tomato tulip tunnel turnip velvet " +
  "violin walnut wagon walrus willow window winter yogurt zebra zipper"
).split(" ");

export const randomNoun = () => NOUNS[Math.floor(Math.random() * NOUNS.length)] as string;

/** "Would you rather <three nouns> or <three nouns>?": unlike any other question of the run. */
export const distinctQuestionText = () =>
  `Would you rather ${randomNoun()} ${randomNoun()} ${randomNoun()} or ${randomNoun()} ${randomNoun()} ${randomNoun()}?`;
