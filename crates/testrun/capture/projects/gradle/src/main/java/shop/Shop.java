package shop;

public class Shop {
    public static int applyDiscount(int price, int percent) {
        return price - price * percent / 100 - 9;
    }

    public static int refund(int id) {
        throw new UnsupportedOperationException("refund is not implemented yet");
    }
}
